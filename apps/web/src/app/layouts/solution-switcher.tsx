import { AppstoreOutlined, CheckOutlined, ExportOutlined } from '@ant-design/icons';
import { API_PATH, type SolutionEntry, solutionListReplySchema } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { callApi } from '../../lib/api-client';
import { launchSolution } from '../../lib/launch-solution';
import { useSession } from '../../lib/session-store';

/** POST /v1/ebmp/solution/user/solutionList.json: names, link types and addresses come from the server's table. */
const getSolutions = (signal?: AbortSignal) =>
  callApi(API_PATH.solutionList, { body: {}, schema: solutionListReplySchema, signal });

/**
 * The back-office header's solution switcher (spec §7 Solution launch): the signed-in user's solutions (their solCd
 * list); choosing one opens it in a new window with the session handed over (type 10 as is), or alerts 준비중입니다
 * when it has no address yet. Hidden when the user has no other solution to go to.
 */
export function SolutionSwitcher() {
  const userId = useSession((s) => s.loginUserData?.userId);
  const solCd = useSession((s) => s.loginUserData?.solCd);
  const list = useQuery({
    queryKey: ['solution', 'list', userId, solCd],
    queryFn: ({ signal }) => getSolutions(signal),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
  const solutions = list.data?.solutionList ?? [];
  if (!solutions.some((s) => s.currentYn === 'N')) return null;

  const byCd = new Map<string, SolutionEntry>(solutions.map((s) => [s.solCd, s]));
  const items: MenuProps['items'] = solutions.map((s) => ({
    key: s.solCd,
    label: s.currentYn === 'Y' ? `${s.solNm} (현재) · 새 창으로 열기` : s.solNm,
    icon: s.currentYn === 'Y' ? <CheckOutlined /> : <ExportOutlined />,
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const chosen = byCd.get(key);
    if (chosen) launchSolution(chosen.launchUrl, chosen.linkTypeCd);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button icon={<AppstoreOutlined />} aria-label="솔루션 이동">
        솔루션
      </Button>
    </Dropdown>
  );
}

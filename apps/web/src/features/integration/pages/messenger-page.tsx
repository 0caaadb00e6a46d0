import { API_PATH, IDENTITY_MESSAGES, isOperatorAdmin } from '@pcs/domain';
import { Card, Empty, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { PageHeader } from '../../../components/back-office/page-header';
import { useSession } from '../../../lib/session-store';
import { useMessengers } from '../api/get-messengers';
import { MessengerCard } from '../components/messenger-card';

/**
 * /integration/messenger (decision 056): a company's workplace messengers. Operators pick the company, starting
 * with their own (the operator company's messengers get the operators' notices: goods to approve, bills to
 * confirm); a client manager sees their own (the server enforces both).
 */
export default function MessengerPage() {
  const session = useSession((s) => s.loginUserData);
  const operator = isOperatorAdmin(session?.authCd ?? '');
  const [picked, setPicked] = useState<string | null>(operator ? (session?.cmpyCd ?? null) : null);
  const cmpyCd = operator ? picked : (session?.cmpyCd ?? null);
  const messengers = useMessengers(cmpyCd);

  return (
    <>
      <PageHeader
        title="메신저 연동"
        description="Slack·네이버웍스·Teams로 선물 안내를 보내고, 잔디·두레이를 더해 관리자 알림을 받습니다. 발송 채널 순서에 연결한 메신저를 넣을 수 있습니다."
      />
      {operator && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Space wrap>
            <span>회사</span>
            <div style={{ width: 320 }}>
              <CompanySelect
                url={API_PATH.companyOptions}
                method="POST"
                aria-label="회사"
                value={picked}
                onChange={setPicked}
              />
            </div>
            <Typography.Text type="secondary">
              운영사의 메신저에는 상품 승인 요청과 지난달 청구서 확정 요청 알림이 갑니다.
            </Typography.Text>
          </Space>
        </Card>
      )}
      {cmpyCd === null ? (
        <Empty description={IDENTITY_MESSAGES.companyRequired} />
      ) : messengers.data ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {messengers.data.list.map((view) => (
            <MessengerCard
              key={`${cmpyCd}-${view.kind}-${view.updatedDt ?? ''}`}
              cmpyCd={cmpyCd}
              view={view}
              anyHost={messengers.data?.anyHost ?? false}
            />
          ))}
        </Space>
      ) : (
        <Spin />
      )}
    </>
  );
}

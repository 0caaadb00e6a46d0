import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { ROLE_NAME, resolveRole } from '@pcs/domain';
import { App as AntApp, Button, ConfigProvider, Drawer, Grid, Layout, Menu, type MenuProps, Tag } from 'antd';
import koKR from 'antd/locale/ko_KR';
import 'antd/dist/antd.css';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useModalTabWrap } from '../../components/back-office/use-modal-tab-wrap';
import { BACK_OFFICE_MODAL } from '../../components/back-office/window-config';
import { paths } from '../../config/paths';
import { COLOR, FONT_FAMILY } from '../../config/theme';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { useSession } from '../../lib/session-store';
import styles from './back-office-layout.module.css';
import { activeMenu, buildMenuTree, type MenuNode } from './back-office-menu';
import { SolutionSwitcher } from './solution-switcher';
import { useSignOut } from './use-sign-out';

// Korean calendar for every date picker of the back office (spec §9 "Korean locale and calendar").
dayjs.locale('ko');

/** The text shade (7) of one of antd's preset colours, under both of antd's names for it. */
const tagText = (name: string, color: string): Record<string, string> => ({
  [`${name}7`]: color,
  [`${name}-7`]: color,
});

/** antd on the accessible tokens (config/theme.ts COLOR): every text and white-on-colour pair is 4.5:1 or more. */
const theme = {
  zeroRuntime: true,
  token: {
    fontFamily: FONT_FAMILY,
    colorPrimary: COLOR.brandStrong,
    colorLink: COLOR.brandStrong,
    colorError: COLOR.danger,
    colorSuccess: COLOR.success,
    colorInfo: COLOR.info,
    colorTextSecondary: COLOR.textSub,
    colorTextTertiary: COLOR.textSub,
    colorTextDescription: COLOR.textSub,
    colorTextPlaceholder: COLOR.textMuted,
    // Tags write their text in shade 7 of their colour on shade 1; antd's green, orange, volcano and gold 7 are
    // 3.4:1 to 4.0:1 there, so those text shades take the fixed tokens (5:1 or more on every shade 1).
    // antd keeps each shade twice (green7 and green-7); its CSS variables follow the dashed one, so both are set.
    ...tagText('green', COLOR.success),
    ...tagText('cyan', COLOR.info),
    ...tagText('orange', COLOR.brandStrong),
    ...tagText('volcano', COLOR.brandStrong),
    ...tagText('gold', COLOR.brandStronger),
    borderRadius: 6,
  },
  components: {
    // The switch's off track is colorTextQuaternary (25% black, 1.8:1 under its white label): the muted grey instead.
    Switch: { colorTextQuaternary: COLOR.textMuted, colorTextTertiary: COLOR.textSub },
    // A disabled select's placeholder sits on the disabled grey, where the muted grey is 4.2:1.
    Select: { colorTextPlaceholder: COLOR.textSub },
    TreeSelect: { colorTextPlaceholder: COLOR.textSub },
    // A table's "no rows" text is colorTextDisabled (1.8:1): it is information, so the secondary grey.
    Table: { colorTextDisabled: COLOR.textSub },
  },
};

type MenuItems = NonNullable<MenuProps['items']>;
const toItems = (nodes: readonly MenuNode[]): MenuItems =>
  nodes.map((node) =>
    node.children.length > 0
      ? { key: node.key, label: node.label, children: toItems(node.children) }
      : { key: node.key, label: node.label, disabled: !node.path },
  );

/**
 * Back-office screens (company, user, goods, event, delivery, service centre, dashboards). Ant Design and its
 * ConfigProvider (ko_KR, Pretendard token) live here, in a lazily loaded chunk, so recipient, mobile and landing
 * screens never download it. The side menu is the user's menuMaster grouped by upperMenuId.
 */
export default function BackOfficeLayout() {
  // antd animates buttons, menus and dialogs; a user who asked the system for less motion gets none (WCAG 2.3.3).
  const reducedMotion = usePrefersReducedMotion();
  const themed = useMemo(
    () => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }),
    [reducedMotion],
  );
  return (
    <ConfigProvider locale={koKR} theme={themed} modal={BACK_OFFICE_MODAL}>
      <AntApp>
        <BackOfficeFrame />
      </AntApp>
    </ConfigProvider>
  );
}

function BackOfficeFrame() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg !== false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = useSession((s) => s.loginUserData);
  const { signOut, pending } = useSignOut(paths.login);
  useModalTabWrap();

  const menuMaster = user?.menuMaster;
  const tree = useMemo(() => buildMenuTree(menuMaster ?? []), [menuMaster]);
  const items = useMemo(() => toItems(tree), [tree]);
  const linkByKey = useMemo(() => {
    const map = new Map<string, string>();
    const walk = (nodes: readonly MenuNode[]) => {
      for (const n of nodes) {
        if (n.path) map.set(n.key, n.path);
        walk(n.children);
      }
    };
    walk(tree);
    return map;
  }, [tree]);
  const active = activeMenu(tree, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => active?.parents ?? []);
  // Opening a screen of another group (by link, not by the menu) unfolds that group too.
  const activeParents = JSON.stringify(active?.parents ?? []);
  useEffect(() => {
    const parents = JSON.parse(activeParents) as string[];
    if (parents.length > 0) setOpenKeys((keys) => [...new Set([...keys, ...parents])]);
  }, [activeParents]);

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    const to = linkByKey.get(key);
    if (to) navigate(to);
    setDrawerOpen(false);
  };

  const role = resolveRole(user?.authCd);
  const roleName = user?.authNm || (role ? ROLE_NAME[role] : '');

  const menu = (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={active ? [active.key] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={onMenuClick}
      className={styles.menu}
    />
  );

  return (
    <Layout hasSider={wide} className={styles.shell}>
      {wide && (
        <Layout.Sider width={232} theme="light" className={styles.sider}>
          <Link to={paths.home} className={styles.logo}>
            PCS<span>관리자</span>
          </Link>
          <nav aria-label="관리 메뉴">{menu}</nav>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className={styles.header}>
          {!wide && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label="메뉴 열기"
              onClick={() => setDrawerOpen(true)}
              className={styles.menuButton}
            />
          )}
          {!wide && (
            <Link to={paths.home} className={styles.logo}>
              PCS
            </Link>
          )}
          <div className={styles.user}>
            <span className={styles.userName}>{user?.userNm}</span>
            {roleName && <Tag className={styles.role}>{roleName}</Tag>}
            <SolutionSwitcher />
            <Button icon={<LogoutOutlined />} onClick={signOut} loading={pending}>
              로그아웃
            </Button>
          </div>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
      {!wide && (
        <Drawer
          placement="left"
          size={260}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title="관리 메뉴"
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label="관리 메뉴">{menu}</nav>
        </Drawer>
      )}
    </Layout>
  );
}

import { GroupSaveScreen } from './group-save-screen';

/** spec §2 /company/clientManageGroup/edit/{cmpyCd}/{grupCd} (client manager). */
export default function ClientGroupEditPage() {
  return <GroupSaveScreen scope="client" />;
}

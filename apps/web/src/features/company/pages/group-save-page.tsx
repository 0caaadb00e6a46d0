import { GroupSaveScreen } from './group-save-screen';

/** spec §2 /company/manageGroup/save and /company/manageGroup/edit/{cmpyCd}/{grupCd} (operator admins). */
export default function GroupSavePage() {
  return <GroupSaveScreen scope="operator" />;
}

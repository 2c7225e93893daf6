import '../components/account.css';
import '../components/account-ui.css';
import '../components/account-lists.css';
import { createParcel } from '@trama/shared/parcel';
import { AccountPage } from '../features/hub/components/account-page.tsx';

/** The account area (menu keys mon_compte, mes_commandes, …, and the return page retour); props: MenuPageProps. */
export default createParcel(AccountPage, { boundary: 'account' });

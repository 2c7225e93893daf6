import '../components/stores.css';
import '../features/panel/components/store-panel.css';
import { createParcel } from '@trama/shared/parcel';
import { StorePanel } from '../features/panel/components/store-panel.tsx';

/** The store side panel (click and collect), mounted by the shell's overlay slot; props: StorePanelProps. */
export default createParcel(StorePanel, { boundary: 'stores' });

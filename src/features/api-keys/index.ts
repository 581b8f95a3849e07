/** API Secret Key (docs/api-keys.md): one lazy chunk. */
import '@/components/styles/kit.css';
import './api-keys.css';

export { ApiKeysScreen } from './api-keys-screen';

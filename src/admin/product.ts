import { version } from '../../package.json';

export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME || 'Visapath';
export const APP_VERSION: string = version;

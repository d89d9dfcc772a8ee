export type { Translation } from '../../domain/translation';

/** The tenant in effect (url segment and white-label configuration) for the components below the gate. */
import { createContext, useContext } from 'react';
import { TENANT_PADRAO } from '../session/chaves.ts';
import { WHITE_LABEL_PADRAO, type WhiteLabel } from './tenant.ts';

export interface TenantInfo {
  /** The `{url}` segment of the current path (the react-admin basename is `/{url}`). */
  url: string;
  config: WhiteLabel;
}

export const TenantContext = createContext<TenantInfo>({ url: TENANT_PADRAO, config: WHITE_LABEL_PADRAO });

export function useTenant(): TenantInfo {
  return useContext(TenantContext);
}

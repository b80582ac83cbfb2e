/** Calls of the issuer's fiscal settings (`/v1/emitenteFiscal`: certificate A1) and the NF-e schema pack in use. */
import { apiData, requisitar } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';

type Tipos = components['schemas'];

/** Metadados do certificado digital A1 (GET/POST /v1/emitenteFiscal/Certificado; contrato src/contratos/cadastros.ts). */
export type Certificado = Tipos['CertificadoDigital'];

/** Pacote de schemas da NF-e em uso (`GET /v1/GerenciadorNFe/PacoteSchemas`). */
export type PacoteSchemasEmUso = Tipos['PacoteSchemasEmUso'];

export const emitenteFiscalApi = {
  atual: () => apiData<Record<string, unknown>>('/v1/emitenteFiscal/Atual'),
  pacoteSchemas: () => apiData<PacoteSchemasEmUso | null>('/v1/GerenciadorNFe/PacoteSchemas'),
  certificado: () => apiData<Certificado | null>('/v1/emitenteFiscal/Certificado'),
  enviarCertificado: (arquivo: File, senha: string) => {
    const fd = new FormData();
    fd.append('senha', senha);
    fd.append('arquivo', arquivo, arquivo.name);
    return requisitar<Certificado>('/v1/emitenteFiscal/Certificado', { method: 'POST', body: fd });
  },
};

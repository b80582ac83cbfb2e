/**
 * Runtime da NFS-e no processo: o pacote oficial de schemas da NFS-e Nacional (carregado uma vez;
 * `sefaz/schemas/nfse`), a URL da Sefin Nacional (produção ou produção restrita pelo ambiente da
 * empresa, `URLS_SEFIN_NACIONAL`) ou a do simulador da API nacional, e as ACs confiáveis para o TLS
 * (as do runtime da NF-e: ICP-Brasil com a Sefin real, a AC de teste com o simulador).
 *
 * `iniciarSimuladorNfseDoServidor` sobe o simulador (src/sefaz-simulator/nfse, só por import
 * dinâmico, fora de produção) com a mesma AC de teste que emitiu os certificados A1 da demonstração
 * e aponta o runtime para ele.
 */
import type { Config } from '../../config.ts';
import { ApiError } from '../../http/envelope.ts';
import type { CertificadoA1, AutoridadeTeste } from '../../../fiscal/certificado/index.ts';
import { emitirCertificadoServidorTeste } from '../../../fiscal/certificado/index.ts';
import { URLS_SEFIN_NACIONAL, carregarPacoteNfse, criarClienteNfse, type ClienteNfse, type PacoteNfse } from '../../../fiscal/nfse/index.ts';
import type { SimuladorNfse } from '../../../sefaz-simulator/nfse/index.ts';
import { carregarOuCriarAcTeste, obterRuntimeFiscal } from '../nfe/runtime.ts';

export interface RuntimeNfse {
  pacote(): Promise<PacoteNfse>;
  /** Cliente da Sefin Nacional (ou do simulador) com o A1 da empresa. */
  cliente(certificado: CertificadoA1, ambiente: 1 | 2): ClienteNfse;
  usarSimulador(url: string, caPem: string, instancia?: SimuladorNfse): void;
  readonly simuladorLocal: SimuladorNfse | null;
}

let unico: RuntimeNfse | null = null;

/** O runtime da NFS-e do processo (criado na primeira chamada). */
export function obterRuntimeNfse(config: Config): RuntimeNfse {
  if (unico) return unico;
  let pacoteP: Promise<PacoteNfse> | null = null;
  let simulador: { url: string; ca: string[]; instancia: SimuladorNfse | null } | null = null;
  const rt: RuntimeNfse = {
    pacote() {
      if (!pacoteP) {
        pacoteP = carregarPacoteNfse();
        pacoteP.catch(() => {
          pacoteP = null;
        });
      }
      return pacoteP;
    },
    cliente(certificado, ambiente) {
      const ca = simulador ? simulador.ca : obterRuntimeFiscal(config).ca();
      if (!ca.length) throw new ApiError(503, 'Nenhuma AC confiável importada para a comunicação com a Sefin Nacional (SEFAZ_CA_DIR).');
      const url = simulador ? simulador.url : URLS_SEFIN_NACIONAL[ambiente === 1 ? '1' : '2'];
      return criarClienteNfse({
        url,
        certificado: { certificadoPem: certificado.certificadoPem, chavePrivadaPem: certificado.chavePrivadaPem },
        ca,
      });
    },
    usarSimulador(url, caPem, instancia) {
      simulador = { url, ca: [caPem], instancia: instancia ?? null };
    },
    get simuladorLocal() {
      return simulador?.instancia ?? null;
    },
  };
  unico = rt;
  return rt;
}

/**
 * Sobe o simulador da API nacional em 127.0.0.1 (produção restrita) com o pacote do runtime e a AC
 * de teste (a de `ca`, ou a persistida em DATA_DIR, a mesma do simulador da SEFAZ), e aponta o
 * runtime para ele.
 */
export async function iniciarSimuladorNfseDoServidor(config: Config, opcoes: { ca?: AutoridadeTeste } = {}): Promise<SimuladorNfse> {
  const rt = obterRuntimeNfse(config);
  const ca = opcoes.ca ?? carregarOuCriarAcTeste(config.dataDir);
  // carregado só quando sobe (fora de produção): o servidor de produção não leva o simulador
  const { iniciarSimuladorNfse } = await import('../../../sefaz-simulator/nfse/index.ts');
  const sim = await iniciarSimuladorNfse({
    host: '127.0.0.1',
    pacote: await rt.pacote(),
    ca,
    certificadoServidor: emitirCertificadoServidorTeste(ca, { hosts: ['127.0.0.1', 'localhost'] }),
  });
  rt.usarSimulador(sim.url, ca.certificadoPem, sim);
  return sim;
}

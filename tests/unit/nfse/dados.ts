/** DPS de exemplo dos testes da NFS-e (prestador de São Paulo, tomador de Ipatinga/MG). */
import {
  carregarCertificadoA1,
  criarAutoridadeTeste,
  emitirCertificadoA1Teste,
  type AutoridadeTeste,
  type CertificadoA1,
} from '../../../src/fiscal/certificado/index.ts';
import type { DadosDps } from '../../../src/fiscal/nfse/index.ts';

export const CNPJ_PRESTADOR = '11222333000181';

/** DPS de serviço de manutenção (LC 116 item 14.01), ISS próprio a 2 %, R$ 1.500,00. */
export function dadosDps(extra: Partial<DadosDps> = {}): DadosDps {
  return {
    tpAmb: '2',
    dhEmi: new Date('2026-11-20T13:00:00Z'),
    serie: '1',
    nDPS: 42,
    dCompet: '2026-11-20',
    cLocEmi: '3550308',
    prest: { CNPJ: CNPJ_PRESTADOR, IM: '12345678', regTrib: { opSimpNac: '3', regApTribSN: '1', regEspTrib: '0' } },
    toma: {
      CNPJ: '11444777000161',
      xNome: 'Metalúrgica Vale do Aço & Cia',
      end: { cMun: '3131307', CEP: '35160000', xLgr: 'Av. Pedro Linhares Gomes', nro: '5431', xBairro: 'Industrial' },
      email: 'fiscal@valedoaco.example',
    },
    serv: {
      locPrest: { cLocPrestacao: '3550308' },
      cServ: { cTribNac: '140101', xDescServ: 'Manutenção preventiva de balanças e <calibração>', cNBS: '120011000' },
    },
    valores: {
      vServPrest: { vServ: 1500 },
      trib: { tribMun: { tribISSQN: '1', tpRetISSQN: '1', pAliq: 2 }, totTrib: { pTotTribSN: 6 } },
    },
    ...extra,
  };
}

/** AC de teste e o e-CNPJ A1 do prestador (com o .pfx e a senha, para o cliente mTLS). */
export function certificadosDeTeste(): { ca: AutoridadeTeste; pfx: Buffer; senha: string; cert: CertificadoA1 } {
  const ca = criarAutoridadeTeste('AC Teste NFS-e');
  const senha = 'nfse1234';
  const pfx = emitirCertificadoA1Teste(ca, { cnpj: CNPJ_PRESTADOR, razaoSocial: 'Mercadinho Bom Preço Serviços', validadeDias: 365, senha });
  return { ca, pfx, senha, cert: carregarCertificadoA1(pfx, senha) };
}

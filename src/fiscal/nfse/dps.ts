/**
 * DPS — Declaração de Prestação de Serviço da NFS-e Padrão Nacional, leiaute 1.01
 * (`DPS_v1.01.xsd` → `TCDPS`/`TCInfDPS` em `tiposComplexos_v1.01.xsd`; Anexo I do Sistema Nacional
 * NFS-e, aba "LEIAUTE DPS_NFS-e").
 *
 * Convenções da entrada ({@link DadosDps}):
 * - chaves com os NOMES DE TAG oficiais, na ordem do XSD; grupos opcionais do schema são opcionais;
 * - valores monetários em REAIS como `number` com no máximo 2 casas (`1500.5` → `1500.50`);
 *   percentuais em % (`pAliq: 2` → `2.00`); códigos como texto sem máscara (CNPJ, CEP, IBGE);
 * - `dhEmi` é um instante (`Date`) gravado no fuso `-03:00` (ou no informado), `dCompet` é a data
 *   de negócio `AAAA-MM-DD` (use `dataDeHoje()` de src/domain/relogio, nunca o dia UTC).
 *
 * Cobre o que um prestador emite no ERP: prestador e tomador nacionais (CNPJ/CPF, endereço
 * nacional), serviço prestado no país ou no exterior, ISSQN (tributação, retenção, alíquota),
 * retenções federais (CP, IRRF, CSLL), total aproximado de tributos, substituição de NFS-e e o
 * grupo IBSCBS mínimo da reforma (finalidade, indicador da operação, CST e cClassTrib).
 * Obra, evento, comércio exterior, deduções, benefício municipal e PIS/COFINS ainda não:
 * montarXmlDps recusa chaves que não conhece, para nada ser descartado em silêncio.
 */
import { formatarDataHoraNFe, FUSO_PADRAO } from '../nfe/chave.ts';
import { montarIdDps } from './chave.ts';
import { dec2, el, grupo, NfseDadosError, NS_NFSE, percentual, VERSAO_LEIAUTE_NFSE } from './xml-util.ts';

/** Versão do aplicativo emissor gravada em `verAplic` (até 20 caracteres). */
export const VERSAO_APLICATIVO_NFSE = 'ERP-NFSe-1.01';

/** Endereço nacional (`TCEndereco` com `endNac`). */
export interface EnderecoDps {
  /** Código IBGE do município (7). */
  cMun: string;
  /** CEP com 8 dígitos. */
  CEP: string;
  xLgr: string;
  nro: string;
  xCpl?: string;
  xBairro: string;
}

/** Pessoa da DPS (`TCInfoPessoa`): tomador ou intermediário. Informe `CNPJ` ou `CPF`. */
export interface PessoaDps {
  CNPJ?: string;
  CPF?: string;
  /** Inscrição municipal. */
  IM?: string;
  /** Nome ou razão social (até 300). */
  xNome: string;
  end?: EnderecoDps;
  /** DDD + número, só dígitos (6 a 20). */
  fone?: string;
  email?: string;
}

/** Situação perante o Simples Nacional: 1 não optante; 2 MEI; 3 ME/EPP (`TSOpSimpNac`). */
export type OpSimpNac = '1' | '2' | '3';

/** Prestador (`TCInfoPrestador`). Quando o emitente é o prestador (tpEmit 1), a Sefin completa nome e endereço pelo cadastro. */
export interface PrestadorDps {
  CNPJ?: string;
  CPF?: string;
  IM?: string;
  xNome?: string;
  end?: EnderecoDps;
  fone?: string;
  email?: string;
  regTrib: {
    opSimpNac: OpSimpNac;
    /** Só com opSimpNac 3: 1 tributos pelo SN; 2 federais pelo SN e ISSQN por fora; 3 todos por fora. */
    regApTribSN?: '1' | '2' | '3';
    /** 0 nenhum; 1 cooperativa; 2 estimativa; 3 ME municipal; 4 notário; 5 autônomo; 6 sociedade de profissionais; 9 outros. */
    regEspTrib: '0' | '1' | '2' | '3' | '4' | '5' | '6' | '9';
  };
}

/** Códigos de justificativa da substituição (`TSCodJustSubst`). */
export const MOTIVOS_SUBSTITUICAO_NFSE = {
  '01': 'Desenquadramento de NFS-e do Simples Nacional',
  '02': 'Enquadramento de NFS-e no Simples Nacional',
  '03': 'Inclusão Retroativa de Imunidade/Isenção para NFS-e',
  '04': 'Exclusão Retroativa de Imunidade/Isenção para NFS-e',
  '05': 'Rejeição de NFS-e pelo tomador ou pelo intermediário se responsável pelo recolhimento do tributo',
  '99': 'Outros',
} as const;

/** Código de justificativa da substituição. */
export type MotivoSubstituicaoNfse = keyof typeof MOTIVOS_SUBSTITUICAO_NFSE;

/** Dados da DPS (ver as convenções no cabeçalho do módulo). */
export interface DadosDps {
  /** 1 produção; 2 homologação (produção restrita). */
  tpAmb: '1' | '2';
  /** Instante da emissão. */
  dhEmi: Date;
  /** Fuso de `dhEmi` (`±hh:mm`, padrão `-03:00`). */
  fuso?: string;
  /** Padrão {@link VERSAO_APLICATIVO_NFSE}. */
  verAplic?: string;
  /** Série da DPS, 1 a 5 dígitos. */
  serie: string;
  /** Número da DPS (1 a 15 dígitos); a numeração é do chamador. */
  nDPS: number | string;
  /** Data de competência `AAAA-MM-DD` (não posterior a dhEmi: regra E0015). */
  dCompet: string;
  /** Emitente da DPS: 1 prestador (padrão); 2 tomador; 3 intermediário. */
  tpEmit?: '1' | '2' | '3';
  /** Código IBGE do município emissor (o do prestador). */
  cLocEmi: string;
  /** Substituição de uma NFS-e (a Sefin registra o evento 105102 na substituída). */
  subst?: { chSubstda: string; cMotivo: MotivoSubstituicaoNfse; xMotivo?: string };
  prest: PrestadorDps;
  toma?: PessoaDps;
  serv: {
    /** Onde o serviço foi prestado: município (IBGE) ou país (ISO 2 letras). */
    locPrest: { cLocPrestacao?: string; cPaisPrestacao?: string };
    cServ: {
      /** Código de tributação nacional (6 dígitos: item, subitem e desdobro da LC 116/2003). */
      cTribNac: string;
      /** Código de tributação municipal (3 dígitos), quando o município o define. */
      cTribMun?: string;
      /** Descrição do serviço (até 2000). */
      xDescServ: string;
      /** Código NBS (9 dígitos). */
      cNBS?: string;
      /** Código interno do contribuinte (até 20). */
      cIntContrib?: string;
    };
    /** Informações complementares (até 2000) e número do pedido. */
    infoCompl?: { xPed?: string; xInfComp?: string };
  };
  valores: {
    vServPrest: { vReceb?: number; vServ: number };
    vDescCondIncond?: { vDescIncond?: number; vDescCond?: number };
    trib: {
      tribMun: {
        /** 1 tributável; 2 imunidade; 3 exportação; 4 não incidência. */
        tribISSQN: '1' | '2' | '3' | '4';
        /** País do resultado do serviço (exportação, tribISSQN 3). */
        cPaisResult?: string;
        /** Tipo de imunidade (tribISSQN 2): 0 a 5. */
        tpImunidade?: '0' | '1' | '2' | '3' | '4' | '5';
        /** 1 não retido; 2 retido pelo tomador; 3 retido pelo intermediário. */
        tpRetISSQN: '1' | '2' | '3';
        /** Alíquota do ISSQN em % (0 a 9,99). Só quando a regra pede: município conveniado parametriza a alíquota (E0617). */
        pAliq?: number;
      };
      tribFed?: { vRetCP?: number; vRetIRRF?: number; vRetCSLL?: number };
      /**
       * Total aproximado dos tributos (Lei 12.741/2012), UMA das formas: valores (`vTotTrib`),
       * percentuais (`pTotTrib`), `indTotTrib: '0'` (não informar) ou `pTotTribSN` (% do Simples Nacional).
       */
      totTrib: {
        vTotTrib?: { vTotTribFed: number; vTotTribEst: number; vTotTribMun: number };
        pTotTrib?: { pTotTribFed: number; pTotTribEst: number; pTotTribMun: number };
        indTotTrib?: '0';
        pTotTribSN?: number;
      };
    };
  };
  /** Grupo IBSCBS da reforma tributária (NT 004 e NT 007/2026; não exigido em 2026). */
  IBSCBS?: {
    /** Finalidade: 0 NFS-e regular (única no pacote 1.01). */
    finNFSe?: '0';
    /** 1 uso ou consumo pessoal (consumidor final); 0 não. */
    indFinal?: '0' | '1';
    /** Código indicador da operação (6 dígitos, tabela "cIndOp"). */
    cIndOp: string;
    /** 0 destinatário é o tomador; 1 é outra pessoa. */
    indDest: '0' | '1';
    /** CST do IBS/CBS (3 dígitos) e classificação tributária (6 dígitos). */
    CST: string;
    cClassTrib: string;
  };
}

/** DPS montada: o Id e o XML ainda não assinado. */
export interface DpsMontada {
  /** `DPS` + 42 dígitos (ver `montarIdDps`). */
  id: string;
  /** `<DPS xmlns=... versao="1.01"><infDPS Id=...>...</infDPS></DPS>`, sem declaração XML, sem espaços entre tags. */
  xml: string;
}

const CHAVES: Record<string, readonly string[]> = {
  '': ['tpAmb', 'dhEmi', 'fuso', 'verAplic', 'serie', 'nDPS', 'dCompet', 'tpEmit', 'cLocEmi', 'subst', 'prest', 'toma', 'serv', 'valores', 'IBSCBS'],
  prest: ['CNPJ', 'CPF', 'IM', 'xNome', 'end', 'fone', 'email', 'regTrib'],
  toma: ['CNPJ', 'CPF', 'IM', 'xNome', 'end', 'fone', 'email'],
  serv: ['locPrest', 'cServ', 'infoCompl'],
  'serv.cServ': ['cTribNac', 'cTribMun', 'xDescServ', 'cNBS', 'cIntContrib'],
  valores: ['vServPrest', 'vDescCondIncond', 'trib'],
  'valores.trib': ['tribMun', 'tribFed', 'totTrib'],
  'valores.trib.tribMun': ['tribISSQN', 'cPaisResult', 'tpImunidade', 'tpRetISSQN', 'pAliq'],
  'valores.trib.tribFed': ['vRetCP', 'vRetIRRF', 'vRetCSLL'],
};

function conferirChaves(obj: object | undefined, caminho: string): void {
  if (!obj) return;
  const validas = CHAVES[caminho];
  for (const k of Object.keys(obj)) {
    if ((obj as Record<string, unknown>)[k] !== undefined && !validas.includes(k)) {
      const campo = caminho ? `${caminho}.${k}` : k;
      throw new NfseDadosError(campo, `${campo}: campo não suportado na DPS do ERP`);
    }
  }
}

function exigir(cond: boolean, campo: string, mensagem: string): void {
  if (!cond) throw new NfseDadosError(campo, `${campo}: ${mensagem}`);
}

function documento(p: { CNPJ?: string; CPF?: string }, campo: string): string {
  exigir(!(p.CNPJ && p.CPF), campo, 'informe CNPJ ou CPF, não os dois');
  if (p.CNPJ) {
    exigir(/^\d{14}$/.test(p.CNPJ), `${campo}.CNPJ`, '14 dígitos, sem máscara');
    return el('CNPJ', p.CNPJ);
  }
  exigir(!!p.CPF && /^\d{11}$/.test(p.CPF), `${campo}.CPF`, 'informe CNPJ (14 dígitos) ou CPF (11 dígitos), sem máscara');
  return el('CPF', p.CPF);
}

function endereco(e: EnderecoDps | undefined, campo: string): string {
  if (!e) return '';
  exigir(/^\d{7}$/.test(e.cMun), `${campo}.cMun`, 'código IBGE com 7 dígitos');
  exigir(/^\d{8}$/.test(e.CEP), `${campo}.CEP`, '8 dígitos');
  exigir(!!e.xLgr?.trim(), `${campo}.xLgr`, 'obrigatório');
  exigir(!!e.nro?.trim(), `${campo}.nro`, 'obrigatório');
  exigir(!!e.xBairro?.trim(), `${campo}.xBairro`, 'obrigatório');
  return grupo(
    'end',
    grupo('endNac', el('cMun', e.cMun) + el('CEP', e.CEP)) +
      el('xLgr', e.xLgr.trim()) +
      el('nro', e.nro.trim()) +
      el('xCpl', e.xCpl?.trim()) +
      el('xBairro', e.xBairro.trim()),
  );
}

function contato(p: { fone?: string; email?: string }, campo: string): string {
  if (p.fone !== undefined) exigir(/^\d{6,20}$/.test(p.fone), `${campo}.fone`, 'DDD e número, de 6 a 20 dígitos');
  return el('fone', p.fone) + el('email', p.email?.trim());
}

/**
 * Monta o XML da DPS na ordem do XSD 1.01, com o Id calculado (`montarIdDps`). Não assina
 * (`assinarDps`) nem valida no schema (`PacoteNfse.validar(xml, 'dps')`): confere só o que o
 * leiaute exige de forma (dígitos, casas decimais, escolhas exclusivas).
 *
 * @throws NfseDadosError com o campo (caminho de tags) e a mensagem pt-BR.
 */
export function montarXmlDps(d: DadosDps): DpsMontada {
  conferirChaves(d, '');
  conferirChaves(d.prest, 'prest');
  conferirChaves(d.toma, 'toma');
  conferirChaves(d.serv, 'serv');
  conferirChaves(d.serv?.cServ, 'serv.cServ');
  conferirChaves(d.valores, 'valores');
  conferirChaves(d.valores?.trib, 'valores.trib');
  conferirChaves(d.valores?.trib?.tribMun, 'valores.trib.tribMun');
  conferirChaves(d.valores?.trib?.tribFed, 'valores.trib.tribFed');

  exigir(d.tpAmb === '1' || d.tpAmb === '2', 'tpAmb', '1 (produção) ou 2 (homologação)');
  exigir(d.dhEmi instanceof Date && !Number.isNaN(d.dhEmi.getTime()), 'dhEmi', 'instante da emissão');
  exigir(/^\d{4}-\d{2}-\d{2}$/.test(d.dCompet ?? ''), 'dCompet', 'data AAAA-MM-DD');
  const verAplic = d.verAplic ?? VERSAO_APLICATIVO_NFSE;
  exigir(verAplic.length >= 1 && verAplic.length <= 20, 'verAplic', 'de 1 a 20 caracteres');
  const prestDoc = { CNPJ: d.prest?.CNPJ, CPF: d.prest?.CPF };
  let id: string;
  try {
    id = montarIdDps({ ...prestDoc, cLocEmi: d.cLocEmi, serie: d.serie, nDPS: d.nDPS });
  } catch (e) {
    const msg = (e as Error).message;
    const campo = msg.split(':')[0].startsWith('Inscrição') ? 'prest' : msg.split(':')[0];
    throw new NfseDadosError(campo, msg);
  }

  let subst = '';
  if (d.subst) {
    exigir(/^\d{50}$/.test(d.subst.chSubstda), 'subst.chSubstda', 'chave de acesso de 50 dígitos');
    exigir(d.subst.cMotivo in MOTIVOS_SUBSTITUICAO_NFSE, 'subst.cMotivo', `um de ${Object.keys(MOTIVOS_SUBSTITUICAO_NFSE).join(', ')}`);
    const x = d.subst.xMotivo?.trim();
    if (x !== undefined) exigir(x.length >= 15 && x.length <= 255, 'subst.xMotivo', 'de 15 a 255 caracteres');
    subst = grupo('subst', el('chSubstda', d.subst.chSubstda) + el('cMotivo', d.subst.cMotivo) + el('xMotivo', x));
  }

  const p = d.prest;
  const rt = p.regTrib;
  exigir(!!rt && ['1', '2', '3'].includes(rt.opSimpNac), 'prest.regTrib.opSimpNac', '1 (não optante), 2 (MEI) ou 3 (ME/EPP)');
  exigir(rt.regApTribSN === undefined || rt.opSimpNac === '3', 'prest.regTrib.regApTribSN', 'só para optante ME/EPP (opSimpNac 3)');
  const prest = grupo(
    'prest',
    documento(p, 'prest') +
      el('IM', p.IM?.trim()) +
      el('xNome', p.xNome?.trim()) +
      endereco(p.end, 'prest.end') +
      contato(p, 'prest') +
      grupo('regTrib', el('opSimpNac', rt.opSimpNac) + el('regApTribSN', rt.regApTribSN) + el('regEspTrib', rt.regEspTrib)),
  );

  let toma = '';
  if (d.toma) {
    exigir(!!d.toma.xNome?.trim(), 'toma.xNome', 'nome ou razão social do tomador');
    toma = grupo(
      'toma',
      documento(d.toma, 'toma') + el('IM', d.toma.IM?.trim()) + el('xNome', d.toma.xNome.trim()) + endereco(d.toma.end, 'toma.end') + contato(d.toma, 'toma'),
    );
  }

  const s = d.serv;
  const loc = s.locPrest ?? {};
  exigir(!!loc.cLocPrestacao !== !!loc.cPaisPrestacao, 'serv.locPrest', 'informe o município (cLocPrestacao) ou o país (cPaisPrestacao) da prestação');
  if (loc.cLocPrestacao) exigir(/^\d{7}$/.test(loc.cLocPrestacao), 'serv.locPrest.cLocPrestacao', 'código IBGE com 7 dígitos');
  if (loc.cPaisPrestacao) exigir(/^[A-Z]{2}$/.test(loc.cPaisPrestacao), 'serv.locPrest.cPaisPrestacao', 'código ISO do país, 2 letras');
  const c = s.cServ;
  exigir(/^\d{6}$/.test(c?.cTribNac ?? ''), 'serv.cServ.cTribNac', 'código de tributação nacional com 6 dígitos');
  if (c.cTribMun !== undefined) exigir(/^\d{3}$/.test(c.cTribMun), 'serv.cServ.cTribMun', '3 dígitos');
  if (c.cNBS !== undefined) exigir(/^\d{9}$/.test(c.cNBS), 'serv.cServ.cNBS', '9 dígitos');
  const desc = c.xDescServ?.trim() ?? '';
  exigir(desc.length >= 1 && desc.length <= 2000, 'serv.cServ.xDescServ', 'descrição do serviço, de 1 a 2000 caracteres');
  const infoCompl = s.infoCompl ? grupo('infoCompl', el('xPed', s.infoCompl.xPed?.trim()) + el('xInfComp', s.infoCompl.xInfComp?.trim())) : '';
  const serv = grupo(
    'serv',
    grupo('locPrest', el('cLocPrestacao', loc.cLocPrestacao) + el('cPaisPrestacao', loc.cPaisPrestacao)) +
      grupo('cServ', el('cTribNac', c.cTribNac) + el('cTribMun', c.cTribMun) + el('xDescServ', desc) + el('cNBS', c.cNBS) + el('cIntContrib', c.cIntContrib)) +
      infoCompl,
  );

  const v = d.valores;
  const tm = v.trib.tribMun;
  exigir(['1', '2', '3', '4'].includes(tm.tribISSQN), 'valores.trib.tribMun.tribISSQN', '1 a 4');
  exigir(['1', '2', '3'].includes(tm.tpRetISSQN), 'valores.trib.tribMun.tpRetISSQN', '1 (não retido), 2 (tomador) ou 3 (intermediário)');
  const tribMun = grupo(
    'tribMun',
    el('tribISSQN', tm.tribISSQN) +
      el('cPaisResult', tm.cPaisResult) +
      el('tpImunidade', tm.tpImunidade) +
      el('tpRetISSQN', tm.tpRetISSQN) +
      el('pAliq', percentual(tm.pAliq, 'valores.trib.tribMun.pAliq', 10)),
  );
  const tf = v.trib.tribFed;
  const tribFed = tf
    ? grupo(
        'tribFed',
        el('vRetCP', dec2(tf.vRetCP, 'valores.trib.tribFed.vRetCP')) +
          el('vRetIRRF', dec2(tf.vRetIRRF, 'valores.trib.tribFed.vRetIRRF')) +
          el('vRetCSLL', dec2(tf.vRetCSLL, 'valores.trib.tribFed.vRetCSLL')),
      )
    : '';
  const tt = v.trib.totTrib ?? {};
  const formas = [tt.vTotTrib, tt.pTotTrib, tt.indTotTrib, tt.pTotTribSN].filter((x) => x !== undefined).length;
  exigir(formas === 1, 'valores.trib.totTrib', 'informe uma das formas: vTotTrib, pTotTrib, indTotTrib ou pTotTribSN');
  let totTrib: string;
  if (tt.vTotTrib) {
    const b = 'valores.trib.totTrib.vTotTrib';
    totTrib = grupo(
      'vTotTrib',
      el('vTotTribFed', dec2(tt.vTotTrib.vTotTribFed, `${b}.vTotTribFed`)) +
        el('vTotTribEst', dec2(tt.vTotTrib.vTotTribEst, `${b}.vTotTribEst`)) +
        el('vTotTribMun', dec2(tt.vTotTrib.vTotTribMun, `${b}.vTotTribMun`)),
    );
  } else if (tt.pTotTrib) {
    const b = 'valores.trib.totTrib.pTotTrib';
    totTrib = grupo(
      'pTotTrib',
      el('pTotTribFed', percentual(tt.pTotTrib.pTotTribFed, `${b}.pTotTribFed`, 1000)) +
        el('pTotTribEst', percentual(tt.pTotTrib.pTotTribEst, `${b}.pTotTribEst`, 1000)) +
        el('pTotTribMun', percentual(tt.pTotTrib.pTotTribMun, `${b}.pTotTribMun`, 1000)),
    );
  } else if (tt.indTotTrib !== undefined) {
    exigir(tt.indTotTrib === '0', 'valores.trib.totTrib.indTotTrib', "só '0' (Decreto 8.264/2014)");
    totTrib = el('indTotTrib', '0');
  } else {
    totTrib = el('pTotTribSN', percentual(tt.pTotTribSN, 'valores.trib.totTrib.pTotTribSN', 100));
  }
  exigir(v.vServPrest?.vServ !== undefined, 'valores.vServPrest.vServ', 'valor do serviço obrigatório');
  const dci = v.vDescCondIncond;
  const valores = grupo(
    'valores',
    grupo(
      'vServPrest',
      el('vReceb', dec2(v.vServPrest.vReceb, 'valores.vServPrest.vReceb')) + el('vServ', dec2(v.vServPrest.vServ, 'valores.vServPrest.vServ')),
    ) +
      (dci
        ? grupo(
            'vDescCondIncond',
            el('vDescIncond', dec2(dci.vDescIncond, 'valores.vDescCondIncond.vDescIncond')) +
              el('vDescCond', dec2(dci.vDescCond, 'valores.vDescCondIncond.vDescCond')),
          )
        : '') +
      grupo('trib', tribMun + tribFed + grupo('totTrib', totTrib)),
  );

  let ibscbs = '';
  if (d.IBSCBS) {
    const r = d.IBSCBS;
    exigir(/^\d{6}$/.test(r.cIndOp), 'IBSCBS.cIndOp', '6 dígitos');
    exigir(/^\d{3}$/.test(r.CST), 'IBSCBS.CST', '3 dígitos');
    exigir(/^\d{6}$/.test(r.cClassTrib), 'IBSCBS.cClassTrib', '6 dígitos');
    ibscbs = grupo(
      'IBSCBS',
      el('finNFSe', r.finNFSe ?? '0') +
        el('indFinal', r.indFinal) +
        el('cIndOp', r.cIndOp) +
        el('indDest', r.indDest) +
        grupo('valores', grupo('trib', grupo('gIBSCBS', el('CST', r.CST) + el('cClassTrib', r.cClassTrib)))),
    );
  }

  const inf =
    el('tpAmb', d.tpAmb) +
    el('dhEmi', formatarDataHoraNFe(d.dhEmi, d.fuso ?? FUSO_PADRAO)) +
    el('verAplic', verAplic) +
    el('serie', d.serie) +
    el('nDPS', String(d.nDPS)) +
    el('dCompet', d.dCompet) +
    el('tpEmit', d.tpEmit ?? '1') +
    el('cLocEmi', d.cLocEmi) +
    subst +
    prest +
    toma +
    serv +
    valores +
    ibscbs;
  return { id, xml: `<DPS xmlns="${NS_NFSE}" versao="${VERSAO_LEIAUTE_NFSE}"><infDPS Id="${id}">${inf}</infDPS></DPS>` };
}

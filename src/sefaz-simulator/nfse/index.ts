/**
 * Simulador da API da Sefin Nacional (Sistema Nacional NFS-e, produção restrita): servidor HTTPS
 * com certificado de cliente obrigatório (mTLS, AC de teste), JSON com XML GZip+Base64 como a API
 * real (ver src/fiscal/nfse/cliente.ts), validação no pacote oficial de schemas, conferência da
 * assinatura, regras de rejeição com os códigos oficiais (regras.ts), geração da NFS-e com a chave
 * de acesso de 50 dígitos assinada pelo "fisco", cancelamento (101101), substituição (105102),
 * consulta por chave e por DPS. Estado em memória.
 *
 * Carregado só por import dinâmico (demonstração e testes), como o simulador da SEFAZ.
 */
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { getMunicipioPorCodigo } from '@br-validators/core/ibge';
import forge from 'node-forge';
import { assinarXml, verificarAssinatura } from '../../fiscal/assinatura/index.ts';
import { documentoDoTitular, lerOtherNames, type AutoridadeTeste, type CertificadoA1, type CertificadoServidorTeste } from '../../fiscal/certificado/index.ts';
import { formatarDataHoraNFe } from '../../fiscal/nfe/chave.ts';
import {
  chaveNfseValida,
  compactarXml,
  descompactarXml,
  EVENTOS_NFSE,
  lerChaveNfse,
  montarChaveNfse,
  montarIdEvento,
  NS_NFSE,
  type PacoteNfse,
  VERSAO_LEIAUTE_NFSE,
} from '../../fiscal/nfse/index.ts';
import { atributoDe, el, elemento, grupo, semDeclaracao, texto } from '../../fiscal/nfse/xml-util.ts';
import { conferirDps, erro, type ErroSefin, subitemLc116 } from './regras.ts';

export const VERSAO_APLICATIVO_SIMULADOR_NFSE = 'SIMULADOR_NFSE_1.01';

/** Contribuinte no cadastro simulado (nome e endereço do emitente na NFS-e). */
export interface ContribuinteSimulado {
  xNome: string;
  xLgr: string;
  nro: string;
  xBairro: string;
  cMun: string;
  UF: string;
  CEP: string;
  fone?: string;
  email?: string;
}

export interface OpcoesSimuladorNfse {
  /** Porta (padrão 0: escolhida pelo sistema). */
  porta?: number;
  /** Host (padrão `127.0.0.1`). */
  host?: string;
  pacote: PacoteNfse;
  /** AC que emite os certificados de cliente aceitos. */
  ca: AutoridadeTeste | string | string[];
  certificadoServidor: CertificadoServidorTeste;
  /** Relógio injetável. */
  relogio?: () => Date;
  /** Ambiente atendido (padrão `'2'`, produção restrita). */
  ambiente?: '1' | '2';
  /** Folga para dhEmi no futuro (padrão 5 min; E0008). */
  toleranciaFuturoMs?: number;
  /** Alíquota do ISSQN parametrizada pelos municípios simulados, em % (padrão 2), usada quando a DPS não traz pAliq. */
  aliquotaMunicipal?: number;
  /** Cadastro de contribuintes por CNPJ/CPF (sem cadastro: nome do certificado e endereço da DPS). */
  contribuintes?: Map<string, ContribuinteSimulado>;
}

export interface NfseSimulada {
  chave: string;
  idDps: string;
  nfseXml: string;
  /** CNPJ/CPF do emitente. */
  inscricao: string;
  cancelada: boolean;
  /** Chave da substituta, quando cancelada por substituição. */
  substituidaPor?: string;
  /** `tpEvento-nSeq` → XML do evento registrado. */
  eventos: Map<string, string>;
}

export interface EstadoSimuladorNfse {
  notas: Map<string, NfseSimulada>;
  /** Id da DPS → chave da NFS-e gerada. */
  porDps: Map<string, string>;
  /** Último nNFSe por município + inscrição. */
  numeros: Map<string, number>;
  /** Requisições recebidas por rota (`POST /nfse`, `GET /dps`...). */
  requisicoes: Record<string, number>;
  /**
   * Falha de rede: derruba as próximas `restantes` conexões depois de ler o pedido; com
   * `processar: true` o pedido é processado (NFS-e gerada) e só a resposta se perde.
   */
  falhaDeRede: { restantes: number; processar: boolean };
  /**
   * Sefin lenta na emissão: `POST /nfse` é processado na chegada (NFS-e gerada) e a resposta sai
   * depois desta espera, em ms (padrão 0). Uma queda do cliente nesse intervalo deixa a NFS-e
   * gerada sem que ele saiba (como na API real).
   */
  demoraEmissaoMs: number;
}

export interface SimuladorNfse {
  /** URL base (`https://127.0.0.1:porta`), a `url` do cliente. */
  url: string;
  porta: number;
  estado: EstadoSimuladorNfse;
  parar(): Promise<void>;
}

interface Resposta {
  status: number;
  corpo: Record<string, unknown>;
}

function inscricaoDoDer(der: Buffer | undefined): string | undefined {
  if (!der?.length) return undefined;
  try {
    const c = forge.pki.certificateFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary'))));
    const cn = String(c.subject.getField('CN')?.value ?? '');
    const d = documentoDoTitular(lerOtherNames(c), cn);
    return d.cnpj ?? d.cpf;
  } catch {
    return undefined;
  }
}

function nomeDoCertificadoPem(pem: string | undefined): string | undefined {
  if (!pem) return undefined;
  try {
    const cn = String(forge.pki.certificateFromPem(pem).subject.getField('CN')?.value ?? '');
    return cn.split(':')[0] || undefined;
  } catch {
    return undefined;
  }
}

const dec = (v: number) => (Math.round(v * 100) / 100).toFixed(2);
const num = (v: string | undefined) => (v ? Number(v) : 0);

/** Inicia o simulador. Resolve quando o servidor está ouvindo. */
export async function iniciarSimuladorNfse(o: OpcoesSimuladorNfse): Promise<SimuladorNfse> {
  const relogio = o.relogio ?? (() => new Date());
  const ambiente = o.ambiente ?? '2';
  const tolerancia = o.toleranciaFuturoMs ?? 5 * 60_000;
  const aliquotaPadrao = o.aliquotaMunicipal ?? 2;
  const caPems = typeof o.ca === 'string' ? [o.ca] : Array.isArray(o.ca) ? o.ca : [o.ca.certificadoPem];
  // o "fisco" assina a NFS-e e os eventos com a chave do servidor (simulação)
  const fisco = { certificadoPem: o.certificadoServidor.certPem } as CertificadoA1;
  Object.defineProperty(fisco, 'chavePrivadaPem', { value: o.certificadoServidor.keyPem, enumerable: false });

  const estado: EstadoSimuladorNfse = {
    notas: new Map(),
    porDps: new Map(),
    numeros: new Map(),
    requisicoes: {},
    falhaDeRede: { restantes: 0, processar: true },
    demoraEmissaoMs: 0,
  };
  let nDFSe = 0;

  const cabecalho = () => ({
    tipoAmbiente: Number(ambiente),
    versaoAplicativo: VERSAO_APLICATIVO_SIMULADOR_NFSE,
    dataHoraProcessamento: formatarDataHoraNFe(relogio()),
  });
  const rejeitar = (erros: ErroSefin[], extra: Record<string, unknown> = {}): Resposta => ({ status: 400, corpo: { ...cabecalho(), ...extra, erros } });
  const naoEncontrado = (descricao: string): Resposta => ({ status: 404, corpo: { ...cabecalho(), erros: [{ codigo: '', descricao }] } });

  /** XML do campo GZip+Base64, ou o erro E1226. */
  const lerCampo = (corpo: string, nome: string): string | ErroSefin => {
    try {
      const json = JSON.parse(corpo) as Record<string, unknown>;
      const b64 = json[nome];
      if (typeof b64 !== 'string' || !b64) return erro('E1226', `campo ${nome} ausente`);
      const xml = semDeclaracao(descompactarXml(b64));
      if (!xml.startsWith('<')) return erro('E1226');
      return xml;
    } catch {
      return erro('E1226');
    }
  };
  const conferirXml = (xml: string, doc: 'dps' | 'pedRegEvento'): ErroSefin | undefined => {
    const r = o.pacote.validar(xml, doc);
    if (!r.valido) return erro('E1235', r.erros[0]?.mensagem);
    // a Sefin Nacional aceita RSA-SHA1 e RSA-SHA256: confere a assinatura sem exigir os algoritmos da NF-e
    const a = verificarAssinatura(xml, { exigirPadraoNFe: false });
    if (!a.valida || (a.assinaturas ?? 0) < 1) return erro('E0714', a.motivo ?? 'assinatura ausente');
    return undefined;
  };

  // ------------------------------------------------------------------ POST /nfse
  const emitir = (corpo: string): Resposta => {
    const lido = lerCampo(corpo, 'dpsXmlGZipB64');
    if (typeof lido !== 'string') return rejeitar([lido]);
    const dps = lido;
    const falha = conferirXml(dps, 'dps');
    const inf = elemento(dps, 'infDPS') ?? '';
    const idDps = atributoDe(inf, 'Id') ?? '';
    if (falha) return rejeitar([falha], idDps ? { idDps } : {});
    if (texto(inf, 'tpAmb') !== ambiente)
      return rejeitar([{ codigo: '', descricao: `Ambiente (tpAmb) diferente do ambiente desta Sefin Nacional (${ambiente})` }], { idDps });
    const prest = elemento(inf, 'prest') ?? '';
    const tribMun = elemento(inf, 'tribMun') ?? '';
    const substXml = elemento(inf, 'subst');
    const subst = substXml
      ? { chSubstda: texto(substXml, 'chSubstda') ?? '', cMotivo: texto(substXml, 'cMotivo') ?? '', xMotivo: texto(substXml, 'xMotivo') }
      : undefined;
    const pAliqTexto = texto(tribMun, 'pAliq');
    const regra = conferirDps(
      {
        dhEmi: texto(inf, 'dhEmi') ?? '',
        dCompet: texto(inf, 'dCompet') ?? '',
        cTribNac: texto(inf, 'cTribNac') ?? '',
        opSimpNac: texto(prest, 'opSimpNac') ?? '',
        pAliq: pAliqTexto ? Number(pAliqTexto) : undefined,
        subst,
      },
      relogio(),
      tolerancia,
    );
    if (regra) return rejeitar([regra], { idDps });
    const existente = estado.porDps.get(idDps);
    if (existente) return rejeitar([erro('E0014', `chave ${existente}`)], { idDps });

    const cLocEmi = texto(inf, 'cLocEmi') ?? '';
    const cnpj = texto(prest, 'CNPJ');
    const cpf = texto(prest, 'CPF');
    const inscricao = cnpj ?? cpf ?? '';
    if (subst) {
      let partes: ReturnType<typeof lerChaveNfse> | undefined;
      try {
        partes = lerChaveNfse(subst.chSubstda);
      } catch {
        partes = undefined;
      }
      if (!partes || partes.cMun !== cLocEmi || partes.inscricao !== inscricao.padStart(14, '0')) return rejeitar([erro('E0042')], { idDps });
      const original = estado.notas.get(subst.chSubstda);
      if (!original) return rejeitar([erro('E0044')], { idDps });
      if (original.cancelada) return rejeitar([erro('E0046')], { idDps });
    }

    // --- gera a NFS-e
    const agora = relogio();
    const dhProc = formatarDataHoraNFe(agora);
    const chaveNumero = `${cLocEmi}|${inscricao}`;
    const nNFSe = (estado.numeros.get(chaveNumero) ?? 0) + 1;
    estado.numeros.set(chaveNumero, nNFSe);
    nDFSe++;
    const chave = montarChaveNfse({ cMun: cLocEmi, ambGer: '2', CNPJ: cnpj, CPF: cpf, nNFSe, AAMM: dhProc.slice(2, 4) + dhProc.slice(5, 7) });

    const cLocPrestacao = texto(inf, 'cLocPrestacao');
    const cPaisPrestacao = texto(inf, 'cPaisPrestacao');
    const nomeMun = (c: string | undefined) => (c ? getMunicipioPorCodigo(Number(c)) : undefined);
    const munEmi = nomeMun(cLocEmi);
    const munPrest = nomeMun(cLocPrestacao);
    const cLocIncid = cLocPrestacao ?? cLocEmi;
    const munIncid = nomeMun(cLocIncid);
    const servico = subitemLc116(texto(inf, 'cTribNac') ?? '');

    const valoresDps = elemento(inf, 'valores') ?? '';
    const vServ = num(texto(valoresDps, 'vServ'));
    const vDescIncond = num(texto(valoresDps, 'vDescIncond'));
    const vDescCond = num(texto(valoresDps, 'vDescCond'));
    const opSimpNac = texto(prest, 'opSimpNac');
    const tributavel = texto(tribMun, 'tribISSQN') === '1' && opSimpNac !== '2';
    const aliq = pAliqTexto ? Number(pAliqTexto) : aliquotaPadrao;
    const vBC = vServ - vDescIncond;
    const vISSQN = tributavel ? Math.round(Number((vBC * aliq).toFixed(6))) / 100 : 0;
    const retido = texto(tribMun, 'tpRetISSQN') !== '1';
    const retFed = num(texto(valoresDps, 'vRetCP')) + num(texto(valoresDps, 'vRetIRRF')) + num(texto(valoresDps, 'vRetCSLL'));
    const vTotalRet = retFed + (retido ? vISSQN : 0);
    const vLiq = vServ - vDescIncond - vDescCond - vTotalRet;

    const cad = o.contribuintes?.get(inscricao);
    const endPrest = elemento(prest, 'end');
    const cMunEmit = cad?.cMun ?? texto(endPrest, 'cMun') ?? cLocEmi;
    const emit = grupo(
      'emit',
      el(cnpj ? 'CNPJ' : 'CPF', inscricao) +
        el('IM', texto(prest, 'IM')) +
        el(
          'xNome',
          cad?.xNome ?? texto(prest, 'xNome') ?? nomeDoCertificadoPem(verificarAssinatura(dps, { exigirPadraoNFe: false }).certificadoPem) ?? 'CONTRIBUINTE',
        ) +
        grupo(
          'enderNac',
          el('xLgr', cad?.xLgr ?? texto(endPrest, 'xLgr') ?? 'Endereço do cadastro municipal') +
            el('nro', cad?.nro ?? texto(endPrest, 'nro') ?? 'S/N') +
            el('xBairro', cad?.xBairro ?? texto(endPrest, 'xBairro') ?? 'Centro') +
            el('cMun', cMunEmit) +
            el('UF', cad?.UF ?? nomeMun(cMunEmit)?.uf ?? 'SP') +
            el('CEP', cad?.CEP ?? texto(endPrest, 'CEP') ?? '01001000'),
        ) +
        el('fone', cad?.fone ?? texto(prest, 'fone')) +
        el('email', cad?.email ?? texto(prest, 'email')),
    );
    const valores = grupo(
      'valores',
      (tributavel ? el('vBC', dec(vBC)) + el('pAliqAplic', dec(aliq)) + el('vISSQN', dec(vISSQN)) : '') +
        (vTotalRet > 0 ? el('vTotalRet', dec(vTotalRet)) : '') +
        el('vLiq', dec(vLiq)),
    );
    const infNfse =
      el('xLocEmi', munEmi?.nome ?? cLocEmi) +
      el('xLocPrestacao', munPrest?.nome ?? cPaisPrestacao ?? cLocPrestacao ?? '') +
      el('nNFSe', String(nNFSe)) +
      el('cLocIncid', cLocIncid) +
      el('xLocIncid', munIncid?.nome ?? cLocIncid) +
      el('xTribNac', servico?.descricao.slice(0, 600) ?? texto(inf, 'cTribNac')) +
      el('verAplic', VERSAO_APLICATIVO_SIMULADOR_NFSE) +
      el('ambGer', '2') +
      el('tpEmis', '1') +
      el('procEmi', '1') +
      el('cStat', opSimpNac === '2' ? '107' : '100') +
      el('dhProc', dhProc) +
      el('nDFSe', String(nDFSe)) +
      emit +
      valores +
      dps;
    const nfseXml = assinarXml(
      `<NFSe xmlns="${NS_NFSE}" versao="${VERSAO_LEIAUTE_NFSE}"><infNFSe Id="NFS${chave}">${infNfse}</infNFSe></NFSe>`,
      'infNFSe',
      fisco,
    );
    const nota: NfseSimulada = { chave, idDps, nfseXml, inscricao, cancelada: false, eventos: new Map() };
    estado.notas.set(chave, nota);
    estado.porDps.set(idDps, chave);

    if (subst) {
      // a substituta gera o cancelamento por substituição (105102) na substituída
      const original = estado.notas.get(subst.chSubstda);
      if (original) {
        const pedido =
          `<pedRegEvento versao="${VERSAO_LEIAUTE_NFSE}"><infPedReg Id="PRE${subst.chSubstda}${EVENTOS_NFSE.substituicao.tpEvento}">` +
          el('tpAmb', ambiente) +
          el('verAplic', VERSAO_APLICATIVO_SIMULADOR_NFSE) +
          el('dhEvento', dhProc) +
          el(cnpj ? 'CNPJAutor' : 'CPFAutor', inscricao) +
          el('chNFSe', subst.chSubstda) +
          `<e105102>${el('xDesc', EVENTOS_NFSE.substituicao.xDesc)}${el('cMotivo', subst.cMotivo)}${el('xMotivo', subst.xMotivo)}${el('chSubstituta', chave)}</e105102>` +
          `</infPedReg></pedRegEvento>`;
        registrarEventoNaNota(original, EVENTOS_NFSE.substituicao.tpEvento, pedido);
        original.cancelada = true;
        original.substituidaPor = chave;
      }
    }
    return { status: 201, corpo: { ...cabecalho(), idDps, chaveAcesso: chave, nfseXmlGZipB64: compactarXml(nfseXml), alertas: [] } };
  };

  /** Evento registrado (`evento`, assinado pelo ambiente) com o pedido dentro. */
  const registrarEventoNaNota = (nota: NfseSimulada, tpEvento: string, pedido: string): string => {
    const nSeq = [...nota.eventos.keys()].filter((k) => k.startsWith(`${tpEvento}-`)).length + 1;
    nDFSe++;
    const id = montarIdEvento(nota.chave, tpEvento, nSeq);
    const inf =
      el('verAplic', VERSAO_APLICATIVO_SIMULADOR_NFSE) +
      el('ambGer', '2') +
      el('nSeqEvento', String(nSeq)) +
      el('dhProc', formatarDataHoraNFe(relogio())) +
      el('nDFSe', String(nDFSe)) +
      pedido;
    const xml = assinarXml(`<evento xmlns="${NS_NFSE}" versao="${VERSAO_LEIAUTE_NFSE}"><infEvento Id="${id}">${inf}</infEvento></evento>`, 'infEvento', fisco);
    nota.eventos.set(`${tpEvento}-${nSeq}`, xml);
    return xml;
  };

  // ------------------------------------------------------------------ POST /nfse/{chave}/eventos
  const evento = (chave: string, corpo: string, inscricaoTls: string | undefined): Resposta => {
    const lido = lerCampo(corpo, 'pedidoRegistroEventoXmlGZipB64');
    if (typeof lido !== 'string') return rejeitar([lido]);
    const falha = conferirXml(lido, 'pedRegEvento');
    if (falha) return rejeitar([falha]);
    const inf = elemento(lido, 'infPedReg') ?? '';
    const chNFSe = texto(inf, 'chNFSe') ?? '';
    if (chNFSe !== chave) return rejeitar([{ codigo: '', descricao: 'Chave de acesso do pedido difere da chave da rota' }]);
    const nota = estado.notas.get(chave);
    if (!nota) return naoEncontrado('NFS-e não encontrada');
    if (texto(inf, 'tpAmb') !== ambiente)
      return rejeitar([{ codigo: '', descricao: `Ambiente (tpAmb) diferente do ambiente desta Sefin Nacional (${ambiente})` }]);
    const autor = texto(inf, 'CNPJAutor') ?? texto(inf, 'CPFAutor');
    if (autor !== nota.inscricao || (inscricaoTls && inscricaoTls !== nota.inscricao)) {
      return rejeitar([{ codigo: '', descricao: 'Autor do evento difere do emitente da NFS-e' }]);
    }
    const tp = /<(?:[\w.-]+:)?e(\d{6})[\s>]/.exec(inf)?.[1] ?? '';
    if (tp !== EVENTOS_NFSE.cancelamento.tpEvento && tp !== EVENTOS_NFSE.substituicao.tpEvento) {
      return rejeitar([{ codigo: '', descricao: `Evento ${tp} não atendido pelo simulador` }]);
    }
    if (nota.cancelada) return rejeitar([{ codigo: '', descricao: 'NFS-e já cancelada' }]);
    if (tp === EVENTOS_NFSE.substituicao.tpEvento) {
      const sub = texto(inf, 'chSubstituta') ?? '';
      if (!chaveNfseValida(sub) || !estado.notas.has(sub)) return rejeitar([erro('E0044', `chSubstituta ${sub}`)]);
      nota.substituidaPor = sub;
    }
    const xml = registrarEventoNaNota(nota, tp, semDeclaracao(lido).replace(/^<pedRegEvento\s+xmlns="[^"]*"/, '<pedRegEvento'));
    nota.cancelada = true;
    return { status: 201, corpo: { ...cabecalho(), eventoXmlGZipB64: compactarXml(xml) } };
  };

  /** Segmentos da rota, aceitando a base com ou sem o prefixo /SefinNacional. */
  const segmentos = (caminho: string) => {
    const partes = caminho.split('?')[0].split('/').filter(Boolean);
    if (partes[0] === 'SefinNacional') partes.shift();
    return partes;
  };
  /** Conta a requisição (inclusive as derrubadas) em `estado.requisicoes`, ex. `POST /nfse`, `GET /nfse/{}/eventos`. */
  const contar = (metodo: string, caminho: string) => {
    const partes = segmentos(caminho);
    const rota = `${metodo} /${partes[0] ?? ''}${partes.length > 2 ? `/{}/${partes[2]}` : ''}`;
    estado.requisicoes[rota] = (estado.requisicoes[rota] ?? 0) + 1;
  };

  const rotear = (metodo: string, caminho: string, corpo: string, inscricaoTls: string | undefined): Resposta => {
    const partes = segmentos(caminho);
    if (metodo === 'POST' && partes.length === 1 && partes[0] === 'nfse') return emitir(corpo);
    if (metodo === 'GET' && partes.length === 2 && partes[0] === 'nfse') {
      const nota = estado.notas.get(partes[1]);
      if (!nota) return naoEncontrado('NFS-e não encontrada');
      return { status: 200, corpo: { ...cabecalho(), chaveAcesso: nota.chave, nfseXmlGZipB64: compactarXml(nota.nfseXml) } };
    }
    if (metodo === 'GET' && partes.length === 2 && partes[0] === 'dps') {
      const chave = estado.porDps.get(partes[1]);
      if (!chave) return naoEncontrado('Nenhuma NFS-e gerada para a DPS informada');
      return { status: 200, corpo: { ...cabecalho(), idDps: partes[1], chaveAcesso: chave } };
    }
    if (metodo === 'POST' && partes.length === 3 && partes[0] === 'nfse' && partes[2] === 'eventos') return evento(partes[1], corpo, inscricaoTls);
    if (metodo === 'GET' && partes.length === 5 && partes[0] === 'nfse' && partes[2] === 'eventos') {
      const xml = estado.notas.get(partes[1])?.eventos.get(`${partes[3]}-${Number(partes[4])}`);
      if (!xml) return naoEncontrado('Evento não encontrado');
      return { status: 200, corpo: { ...cabecalho(), eventoXmlGZipB64: compactarXml(xml) } };
    }
    return naoEncontrado(`Rota não atendida pelo simulador: ${metodo} ${caminho}`);
  };

  const servidor = https.createServer(
    { key: o.certificadoServidor.keyPem, cert: o.certificadoServidor.certPem, ca: caPems, requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      const partes: Buffer[] = [];
      req.on('data', (c: Buffer) => partes.push(c));
      req.on('end', () => {
        const corpo = Buffer.concat(partes).toString('utf8');
        contar(req.method ?? 'GET', req.url ?? '/');
        const derrubar = estado.falhaDeRede.restantes > 0;
        if (derrubar) estado.falhaDeRede.restantes--;
        if (derrubar && !estado.falhaDeRede.processar) {
          req.socket.destroy();
          return;
        }
        let r: Resposta;
        try {
          const der = (req.socket as TLSSocket).getPeerCertificate?.()?.raw;
          r = rotear(req.method ?? 'GET', req.url ?? '/', corpo, inscricaoDoDer(der));
        } catch (e) {
          r = { status: 500, corpo: { ...cabecalho(), erros: [{ codigo: '', descricao: `Erro interno do simulador: ${(e as Error).message}` }] } };
        }
        if (derrubar) {
          req.socket.destroy();
          return;
        }
        const json = JSON.stringify(r.corpo);
        const responder = () => {
          if (res.destroyed) return;
          res.writeHead(r.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
          res.end(json);
        };
        const demora = req.method === 'POST' && segmentos(req.url ?? '/').join('/') === 'nfse' ? estado.demoraEmissaoMs : 0;
        if (demora > 0) setTimeout(responder, demora);
        else responder();
      });
    },
  );
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(o.porta ?? 0, o.host ?? '127.0.0.1', () => resolve());
  });
  const porta = (servidor.address() as AddressInfo).port;
  return {
    url: `https://${o.host ?? '127.0.0.1'}:${porta}`,
    porta,
    estado,
    parar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections?.();
        servidor.close(() => resolve());
      }),
  };
}

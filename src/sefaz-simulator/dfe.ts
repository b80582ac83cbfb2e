/**
 * Simulador do Ambiente Nacional para a distribuição DF-e (NFeDistribuicaoDFe, distDFeInt 1.01,
 * NT 2014.002; CTeDistribuicaoDFe para o CT-e): cada CNPJ interessado tem a sua sequência de NSU com
 * os documentos publicados ({@link DistribuicaoDFe.publicar}: resNFe, procNFe, resEvento, procCTe —
 * toda NF-e que o simulador autoriza vai ao destinatário e a demonstração ganha resumos de
 * fornecedores, dfe-publicacao.ts; os testes publicam os XML das fixtures de compra) e a consulta
 * responde como o AN:
 * - 138 com até 50 documentos (docZip = XML em gzip e base64) depois do ultNSU pedido;
 * - 137 quando não há documento novo; consultar de novo antes de 1 hora depois de um 137 é
 *   "consumo indevido": 656 (NT 2014.002 §3.11.4 e regra de uso do AN);
 * - consNSU (um NSU) e consChNFe (a nota completa de uma chave em que o CNPJ é interessado; 217 se não há).
 * Manifestação do destinatário (RecepcaoEvento no AN, cOrgao 91, eventos 210200 confirmação,
 * 210210 ciência, 210220 desconhecimento, 210240 operação não realizada com xJust de 15 a 255
 * caracteres; NT 2012.002): assinatura conferida, o CNPJ do certificado é o do evento, a chave tem de
 * ter sido distribuída a esse CNPJ (217), o mesmo evento não se repete (573) e, na ciência ou na
 * confirmação, a nota completa registrada em `notasCompletas` passa a ser distribuída (procNFe).
 * Ligado ao servidor do simulador por index.ts (`/AN/ws/NFeDistribuicaoDFe.asmx`, `/AN/ws/CTeDistribuicaoDFe.asmx`).
 *
 * Com `arquivo`, o que o AN guardou (documentos por NSU, notas completas, manifestações) sobrevive a
 * um reinício, como no AN de verdade: sem isso, o `ultNSU` que a empresa gravou passaria do maior NSU
 * do simulador recém-iniciado e a demonstração não receberia mais nada. Gravado em JSON (arquivo
 * temporário + rename) logo depois de cada mudança.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import forge from 'node-forge';
import { verificarAssinatura } from '../fiscal/assinatura/index.ts';
import { documentoDoTitular, lerOtherNames } from '../fiscal/certificado/index.ts';
import { comNamespaceNfe, conteudo, elemento, elementos, esc, NS_NFE, NS_SOAP12, texto } from '../fiscal/sefaz/xml.ts';

export interface DocumentoDFe {
  nsu: number;
  schema: string;
  xml: string;
  chave?: string;
}

export interface DistribuicaoDFe {
  /** Documentos por `servico|CNPJ` (servico 'nfe' ou 'cte'). */
  documentos: Map<string, DocumentoDFe[]>;
  /** Consultas recebidas por CNPJ (para os testes provarem que o cliente não pediu de novo). */
  consultas: Map<string, number>;
  /**
   * Desvio do relógio da distribuição em ms (testes: "passou 1 hora" sem esperar). Como a chave
   * `falhaDeRede` do simulador, é um controle de teste; 0 em uso normal.
   */
  desvioRelogioMs: number;
  /** XML completo (nfeProc) por chave, liberado para o destinatário depois da ciência/confirmação. */
  notasCompletas: Map<string, string>;
  /** Manifestações registradas: `CNPJ|chave|tpEvento` -> nProt. */
  manifestacoes: Map<string, string>;
  /** Publica um documento para o CNPJ interessado; devolve o NSU dado a ele. */
  publicar(cnpj: string, schema: string, xml: string, servico?: 'nfe' | 'cte'): number;
  /**
   * Trata a requisição (envelope SOAP 1.2 completo) se o caminho é de um serviço do AN aqui
   * simulado; devolve o status HTTP e o envelope de resposta, ou undefined.
   */
  tratar(caminho: string, envelope: string): { http: number; corpo: string } | undefined;
}

const UMA_HORA = 3_600_000;

/** What `criarDistribuicaoDFe` keeps in its `arquivo` between starts. */
interface EstadoSalvo {
  documentos: Record<string, DocumentoDFe[]>;
  notasCompletas: Record<string, string>;
  manifestacoes: Record<string, string>;
}

/** The saved state, or undefined when the file is missing or unreadable (the simulator starts empty). */
function lerEstadoSalvo(arquivo: string): EstadoSalvo | undefined {
  if (!existsSync(arquivo)) return undefined;
  try {
    const j = JSON.parse(readFileSync(arquivo, 'utf8')) as EstadoSalvo;
    return j && typeof j.documentos === 'object' ? j : undefined;
  } catch {
    return undefined;
  }
}

const falha = (mensagem: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${NS_SOAP12}"><soap:Body><soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code>` +
  `<soap:Reason><soap:Text xml:lang="pt-BR">${esc(mensagem)}</soap:Text></soap:Reason></soap:Fault></soap:Body></soap:Envelope>`;
const pad15 = (n: number) => String(n).padStart(15, '0');

function formatarDh(d: Date): string {
  return `${new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}

/** Cria a distribuição com o relógio, o ambiente e o validador de schema (pacote) do simulador. */
export function criarDistribuicaoDFe(
  relogio: () => Date,
  ambiente: () => 1 | 2,
  validar: (xml: string, doc: 'distDFeInt' | 'envEvento') => string | undefined = () => undefined,
  arquivo?: string,
): DistribuicaoDFe {
  const salvo = arquivo ? lerEstadoSalvo(arquivo) : undefined;
  let gravacaoAgendada = false;
  /** Grava o estado no `arquivo` uma vez por volta do laço de eventos, depois das mudanças. */
  const agendarGravacao = () => {
    if (!arquivo || gravacaoAgendada) return;
    gravacaoAgendada = true;
    setImmediate(() => {
      gravacaoAgendada = false;
      const estado: EstadoSalvo = {
        documentos: Object.fromEntries(documentos),
        notasCompletas: Object.fromEntries(api.notasCompletas),
        manifestacoes: Object.fromEntries(api.manifestacoes),
      };
      try {
        mkdirSync(dirname(arquivo), { recursive: true });
        writeFileSync(`${arquivo}.tmp`, JSON.stringify(estado));
        renameSync(`${arquivo}.tmp`, arquivo);
      } catch {
        // the simulator goes on in memory; the next change tries again
      }
    });
  };
  /** Map whose `set` schedules the save (the publication and the events write to these directly). */
  class MapaGravado<V> extends Map<string, V> {
    override set(k: string, v: V): this {
      super.set(k, v);
      agendarGravacao();
      return this;
    }
  }
  const documentos = new Map<string, DocumentoDFe[]>(Object.entries(salvo?.documentos ?? {}));
  const consultas = new Map<string, number>();
  const ultimo137 = new Map<string, number>();

  const responder = (servico: 'nfe' | 'cte', cStat: string, xMotivo: string, ult: number, max: number, docs: DocumentoDFe[] = []) => {
    const raiz = 'retDistDFeInt';
    const ns = servico === 'nfe' ? NS_NFE : 'http://www.portalfiscal.inf.br/cte';
    const lote = docs.length
      ? `<loteDistDFeInt>${docs.map((d) => `<docZip NSU="${pad15(d.nsu)}" schema="${d.schema}">${gzipSync(Buffer.from(d.xml, 'utf8')).toString('base64')}</docZip>`).join('')}</loteDistDFeInt>`
      : '';
    return (
      `<${raiz} xmlns="${ns}" versao="1.01"><tpAmb>${ambiente()}</tpAmb><verAplic>SIMULADOR_AN_1.01</verAplic><cStat>${cStat}</cStat>` +
      `<xMotivo>${esc(xMotivo)}</xMotivo><dhResp>${formatarDh(relogio())}</dhResp><ultNSU>${pad15(ult)}</ultNSU><maxNSU>${pad15(max)}</maxNSU>${lote}</${raiz}>`
    );
  };

  const consultar = (servico: 'nfe' | 'cte', dados: string): string => {
    const doc = elemento(dados, 'distDFeInt') ?? '';
    const cnpj = (texto(doc, 'CNPJ') ?? texto(doc, 'CPF') ?? '').toUpperCase();
    if (!doc || !cnpj) return responder(servico, '215', 'Rejeição: Falha no schema XML', 0, 0);
    const erro = servico === 'nfe' ? validar(doc, 'distDFeInt') : undefined;
    if (erro) return responder(servico, '215', `Rejeição: Falha no schema XML: ${erro}`.slice(0, 255), 0, 0);
    if (texto(doc, 'tpAmb') !== String(ambiente())) return responder(servico, '252', 'Rejeição: Ambiente informado diverge do Ambiente de recebimento', 0, 0);
    const chave = `${servico}|${cnpj}`;
    consultas.set(chave, (consultas.get(chave) ?? 0) + 1);
    const lista = documentos.get(chave) ?? [];
    const max = lista.length ? lista[lista.length - 1].nsu : 0;
    const agora = relogio().getTime() + api.desvioRelogioMs;
    const t137 = ultimo137.get(chave);
    if (t137 !== undefined && agora - t137 < UMA_HORA) {
      return responder(
        servico,
        '656',
        'Rejeição: Consumo Indevido (Deve ser aguardado 1 hora para efetuar nova solicitação caso não existam mais documentos a serem pesquisados)',
        max,
        max,
      );
    }
    const dist = elemento(doc, 'distNSU');
    const cons = elemento(doc, 'consNSU');
    const porChave = elemento(doc, servico === 'nfe' ? 'consChNFe' : 'consChCTe');
    if (porChave) {
      const ch = texto(porChave, servico === 'nfe' ? 'chNFe' : 'chCTe') ?? '';
      const achado = [...lista].reverse().find((d) => d.chave === ch && /^proc/.test(d.schema));
      if (!achado) return responder(servico, '217', 'Rejeição: NF-e não consta na base de dados da SEFAZ', max, max);
      return responder(servico, '138', 'Documento localizado', max, max, [achado]);
    }
    if (cons) {
      const n = Number(texto(cons, 'NSU') ?? '-1');
      const achado = lista.find((d) => d.nsu === n);
      if (!achado) return responder(servico, '137', 'Nenhum documento localizado', max, max);
      return responder(servico, '138', 'Documento localizado', max, max, [achado]);
    }
    const ult = Number(texto(dist ?? '', 'ultNSU') ?? '0');
    const novos = lista.filter((d) => d.nsu > ult).slice(0, 50);
    if (!novos.length) {
      ultimo137.set(chave, agora);
      return responder(servico, '137', 'Nenhum documento localizado', Math.max(ult, max), max);
    }
    ultimo137.delete(chave);
    return responder(servico, '138', 'Documento(s) localizado(s)', novos[novos.length - 1].nsu, max, novos);
  };

  let protocolo = Object.keys(salvo?.manifestacoes ?? {}).length; // nProt keeps growing after a restart
  const DESCRICOES: Record<string, string> = {
    '210200': 'Confirmacao da Operacao',
    '210210': 'Ciencia da Operacao',
    '210220': 'Desconhecimento da Operacao',
    '210240': 'Operacao nao Realizada',
  };
  const cnpjDoCertificado = (pem?: string) => {
    if (!pem) return undefined;
    const cert = forge.pki.certificateFromPem(pem);
    return documentoDoTitular(lerOtherNames(cert), String(cert.subject.getField('CN')?.value ?? '')).cnpj;
  };
  const manifestar = (dados: string): string => {
    const lote = elemento(dados, 'envEvento') ?? '';
    const erro = lote ? validar(lote, 'envEvento') : 'envEvento ausente';
    const retornos = erro
      ? []
      : elementos(lote, 'evento').map((ev) => {
          const inf = elemento(ev, 'infEvento') ?? '';
          const chave = texto(inf, 'chNFe') ?? '';
          const tp = texto(inf, 'tpEvento') ?? '';
          const cnpj = (texto(inf, 'CNPJ') ?? texto(inf, 'CPF') ?? '').toUpperCase();
          const retEv = (cStat: string, xMotivo: string, nProt?: string) =>
            `<retEvento versao="1.00"><infEvento><tpAmb>${ambiente()}</tpAmb><verAplic>SIMULADOR_AN_1.00</verAplic><cOrgao>91</cOrgao><cStat>${cStat}</cStat>` +
            `<xMotivo>${esc(xMotivo)}</xMotivo><chNFe>${chave}</chNFe>` +
            (nProt
              ? `<tpEvento>${tp}</tpEvento><xEvento>${DESCRICOES[tp]}</xEvento><nSeqEvento>1</nSeqEvento><CNPJDest>${cnpj}</CNPJDest><dhRegEvento>${formatarDh(relogio())}</dhRegEvento><nProt>${nProt}</nProt>`
              : '') +
            `</infEvento></retEvento>`;
          if (texto(inf, 'cOrgao') !== '91') return retEv('489', 'Rejeição: Código do órgão diverge do órgão autorizador (manifestação vai ao AN, cOrgao 91)');
          if (texto(inf, 'tpAmb') !== String(ambiente())) return retEv('252', 'Rejeição: Ambiente informado diverge do Ambiente de recebimento');
          if (!DESCRICOES[tp]) return retEv('490', 'Rejeição: Tipo do evento não é de manifestação do destinatário');
          const ass = verificarAssinatura(comNamespaceNfe(ev));
          if (!ass.valida) return retEv('297', 'Rejeição: Assinatura difere do calculado');
          if (cnpjDoCertificado(ass.certificadoPem)?.slice(0, 8) !== cnpj.slice(0, 8))
            return retEv('213', 'Rejeição: CNPJ-Base do Autor difere do CNPJ-Base do Certificado Digital');
          const conhecida = (documentos.get(`nfe|${cnpj}`) ?? []).some((d) => d.chave === chave);
          if (!conhecida) return retEv('217', 'Rejeição: NF-e não consta na base de dados da SEFAZ');
          const xJust = texto(inf, 'xJust') ?? '';
          if (tp === '210240' && (xJust.length < 15 || xJust.length > 255)) return retEv('215', 'Rejeição: Falha no schema XML (xJust de 15 a 255 caracteres)');
          const k = `${cnpj}|${chave}|${tp}`;
          if (api.manifestacoes.has(k)) return retEv('573', 'Rejeição: Duplicidade de evento');
          protocolo++;
          const nProt = `891${String(relogio().getFullYear()).slice(2)}${String(protocolo).padStart(10, '0')}`;
          api.manifestacoes.set(k, nProt);
          const completa = api.notasCompletas.get(chave);
          if (
            completa &&
            (tp === '210210' || tp === '210200') &&
            !(documentos.get(`nfe|${cnpj}`) ?? []).some((d) => d.chave === chave && d.schema.startsWith('procNFe'))
          ) {
            api.publicar(cnpj, 'procNFe_v4.00.xsd', completa);
          }
          return retEv('135', 'Evento registrado e vinculado a NF-e', nProt);
        });
    const cStat = retornos.length ? '128' : '215';
    const xMotivo = cStat === '128' ? 'Lote de evento processado' : `Rejeição: Falha no schema XML${erro ? `: ${erro}` : ''}`.slice(0, 255);
    return (
      `<retEnvEvento xmlns="${NS_NFE}" versao="1.00"><idLote>${texto(lote, 'idLote') ?? '0'}</idLote><tpAmb>${ambiente()}</tpAmb><verAplic>SIMULADOR_AN_1.00</verAplic>` +
      `<cOrgao>91</cOrgao><cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo>${retornos.join('')}</retEnvEvento>`
    );
  };

  const api: DistribuicaoDFe = {
    documentos,
    consultas,
    desvioRelogioMs: 0,
    notasCompletas: new MapaGravado<string>(Object.entries(salvo?.notasCompletas ?? {})),
    manifestacoes: new MapaGravado<string>(Object.entries(salvo?.manifestacoes ?? {})),
    publicar(cnpj, schema, xml, servico = 'nfe') {
      const chave = `${servico}|${cnpj.toUpperCase()}`;
      const lista = documentos.get(chave) ?? [];
      const nsu = (lista[lista.length - 1]?.nsu ?? 0) + 1;
      const ch = /<ch(?:NFe|CTe)>([0-9A-Z]{44})</.exec(xml)?.[1] ?? /Id="(?:NFe|CTe)([0-9A-Z]{44})"/.exec(xml)?.[1];
      lista.push({ nsu, schema, xml, chave: ch });
      documentos.set(chave, lista);
      agendarGravacao();
      return nsu;
    },
    tratar(caminho, envelope) {
      const c = caminho.toLowerCase();
      const servico = c.endsWith('/ws/nfedistribuicaodfe.asmx') ? 'nfe' : c.endsWith('/ws/ctedistribuicaodfe.asmx') ? 'cte' : null;
      if (servico) {
        // WSDL do AN: nfeDadosMsg dentro de nfeDistDFeInteresse; resposta em nfeDistDFeInteresseResult
        const metodo = `${servico}DistDFeInteresse`;
        const op = servico === 'nfe' ? 'NFeDistribuicaoDFe' : 'CTeDistribuicaoDFe';
        const dados = conteudo(elemento(envelope, metodo), 'nfeDadosMsg');
        if (dados === undefined) return { http: 500, corpo: falha(`Elemento ${metodo}/nfeDadosMsg ausente do envelope SOAP 1.2`) };
        const ret = consultar(servico, dados.trim());
        return {
          http: 200,
          corpo:
            `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${NS_SOAP12}"><soap:Body><${metodo}Response xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/${op}">` +
            `<${metodo}Result>${ret}</${metodo}Result></${metodo}Response></soap:Body></soap:Envelope>`,
        };
      }
      // só os eventos de manifestação do destinatário; os demais eventos no AN seguem para o tratador comum
      if (/^\/an\/ws\/nferecepcaoevento4\.asmx$/.test(c) && /<tpEvento>2102[0-4]0<\/tpEvento>/.test(envelope)) {
        const dados = conteudo(envelope, 'nfeDadosMsg');
        if (dados === undefined) return { http: 500, corpo: falha('Elemento nfeDadosMsg ausente do envelope SOAP 1.2') };
        return {
          http: 200,
          corpo:
            `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${NS_SOAP12}"><soap:Body><nfeResultMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeRecepcaoEvento4">` +
            `${manifestar(dados.trim())}</nfeResultMsg></soap:Body></soap:Envelope>`,
        };
      }
      return undefined;
    },
  };
  return api;
}

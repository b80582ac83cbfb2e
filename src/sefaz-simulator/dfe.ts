/**
 * Simulador do Ambiente Nacional para a distribuição DF-e (NFeDistribuicaoDFe, distDFeInt 1.01,
 * NT 2014.002; CTeDistribuicaoDFe para o CT-e): cada CNPJ interessado tem a sua sequência de NSU com
 * os documentos publicados ({@link DistribuicaoDFe.publicar}: resNFe, procNFe, resEvento, procCTe,
 * normalmente os XML das fixtures de compra) e a consulta responde como o AN:
 * - 138 com até 50 documentos (docZip = XML em gzip e base64) depois do ultNSU pedido;
 * - 137 quando não há documento novo; consultar de novo antes de 1 hora depois de um 137 é
 *   "consumo indevido": 656 (NT 2014.002 §3.11.4 e regra de uso do AN);
 * - consNSU (um NSU) e consChNFe (a nota completa de uma chave em que o CNPJ é interessado; 217 se não há).
 * Ligado ao servidor do simulador por index.ts (`/AN/ws/NFeDistribuicaoDFe.asmx`, `/AN/ws/CTeDistribuicaoDFe.asmx`).
 */
import { gzipSync } from 'node:zlib';
import { elemento, esc, NS_NFE, texto } from '../fiscal/sefaz/xml.ts';

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
  /** Publica um documento para o CNPJ interessado; devolve o NSU dado a ele. */
  publicar(cnpj: string, schema: string, xml: string, servico?: 'nfe' | 'cte'): number;
  /** Trata a requisição se o caminho é de distribuição; senão undefined. */
  tratar(caminho: string, dados: string): { operacao: string; corpo: string } | undefined;
}

const UMA_HORA = 3_600_000;
const pad15 = (n: number) => String(n).padStart(15, '0');

function formatarDh(d: Date): string {
  return `${new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}

/** Cria a distribuição com o relógio e o ambiente do simulador. */
export function criarDistribuicaoDFe(relogio: () => Date, ambiente: () => 1 | 2): DistribuicaoDFe {
  const documentos = new Map<string, DocumentoDFe[]>();
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

  const api: DistribuicaoDFe = {
    documentos,
    consultas,
    desvioRelogioMs: 0,
    publicar(cnpj, schema, xml, servico = 'nfe') {
      const chave = `${servico}|${cnpj.toUpperCase()}`;
      const lista = documentos.get(chave) ?? [];
      const nsu = (lista[lista.length - 1]?.nsu ?? 0) + 1;
      const ch = /<ch(?:NFe|CTe)>([0-9A-Z]{44})</.exec(xml)?.[1] ?? /Id="(?:NFe|CTe)([0-9A-Z]{44})"/.exec(xml)?.[1];
      lista.push({ nsu, schema, xml, chave: ch });
      documentos.set(chave, lista);
      return nsu;
    },
    tratar(caminho, dados) {
      const c = caminho.toLowerCase();
      if (c.endsWith('/ws/nfedistribuicaodfe.asmx')) return { operacao: 'NFeDistribuicaoDFe', corpo: consultar('nfe', dados) };
      if (c.endsWith('/ws/ctedistribuicaodfe.asmx')) return { operacao: 'CTeDistribuicaoDFe', corpo: consultar('cte', dados) };
      return undefined;
    },
  };
  return api;
}

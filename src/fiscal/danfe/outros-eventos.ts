/**
 * Impressão dos "outros eventos" da NF-e (tabela de descritores, fiscal/nfe/eventos): ator
 * interessado, comprovante e insucesso de entrega, conciliação financeira, prorrogação de prazo e
 * os eventos da reforma tributária (NT 2025.002). Usa a impressão genérica de evento (evento-pdf.ts)
 * com o título do descritor e um quadro "DETALHES DO EVENTO" com cada campo do `detEvento`
 * (rótulo pt-BR e valor; grupos por item com o número do item).
 */
import { descritorEvento } from '../nfe/eventos/descritores.ts';
import { gerarPdfEventoNFe, type CabecalhoNFeCCe, type QuadroEvento } from './evento-pdf.ts';
import { campoTexto, type Obj } from './xml-eventos.ts';
import { formatCpfCnpj } from '../../domain/documentos.ts';
import { dataHoraXml, dataXml } from './formatar.ts';

/** Rótulos pt-BR das tags dos `detEvento` (leiautes e1101xx..e2121xx). */
const ROTULOS: Record<string, string> = {
  cOrgaoAutor: 'Órgão do autor',
  tpAutor: 'Tipo de autor',
  verAplic: 'Aplicativo',
  CNPJ: 'CNPJ',
  CPF: 'CPF',
  tpAutorizacao: 'Permite autorizar subcontratados',
  dhEntrega: 'Data/hora da entrega',
  nDoc: 'Documento do recebedor',
  xNome: 'Nome do recebedor',
  latGPS: 'Latitude',
  longGPS: 'Longitude',
  hashComprovante: 'Hash do comprovante',
  dhHashComprovante: 'Data/hora do hash',
  nProtEvento: 'Protocolo do evento cancelado',
  dhTentativaEntrega: 'Data/hora da tentativa',
  nTentativa: 'Número da tentativa',
  tpMotivo: 'Motivo',
  xJustMotivo: 'Justificativa',
  hashTentativaEntrega: 'Hash da tentativa',
  dhHashTentativaEntrega: 'Data/hora do hash',
  indPag: 'Forma de pagamento',
  tPag: 'Meio de pagamento',
  xPag: 'Descrição do meio',
  vPag: 'Valor pago (R$)',
  dPag: 'Data do pagamento',
  nProt: 'Protocolo',
  qtdeItem: 'Quantidade',
  idPedidoCancelado: 'Pedido cancelado',
  indQuitacao: 'Quitação integral',
  dPrevEntrega: 'Nova previsão de entrega',
  vIBS: 'IBS (R$)',
  vCBS: 'CBS (R$)',
  vBC: 'Base de cálculo (R$)',
  cCredPres: 'Código do crédito presumido',
  pCredPres: 'Percentual (%)',
  vCredPres: 'Crédito presumido (R$)',
  vCredIBS: 'Crédito de IBS (R$)',
  vCredCBS: 'Crédito de CBS (R$)',
  chaveAcesso: 'Chave do documento referenciado',
  nItem: 'Item referenciado',
  xCondUso: 'Condições de uso',
};
const MOTIVOS: Record<string, string> = { '1': 'Recebedor não encontrado', '2': 'Recusa do recebedor', '3': 'Endereço inexistente', '4': 'Outros' };

function valorLegivel(tag: string, v: string): string {
  if (/^dh/.test(tag)) return dataHoraXml(v) || v;
  if (/^d[A-Z]/.test(tag)) return dataXml(v) || v;
  if (tag === 'CNPJ' || tag === 'CPF') return formatCpfCnpj(v);
  if (tag === 'tpMotivo') return `${v} - ${MOTIVOS[v] ?? ''}`;
  if (tag === 'tpAutorizacao') return v === '1' ? 'Sim' : 'Não';
  if (tag === 'indPag') return v === '1' ? 'A prazo' : 'À vista';
  if (tag === 'indQuitacao') return 'Pagamento integral quitado';
  return v;
}

/** Linhas "Rótulo: valor" do `detEvento` (grupos com atributo nItem/numItem viram "Item n"). */
export function linhasDetEvento(det: Obj, recuo = ''): string[] {
  const linhas: string[] = [];
  for (const [tag, v] of Object.entries(det)) {
    if (tag.startsWith('@_') || tag === 'descEvento' || tag === 'xCondUso') continue;
    for (const x of Array.isArray(v) ? v : [v]) {
      if (x && typeof x === 'object') {
        const o = x as Obj;
        const n = campoTexto(o, '@_nItem') ?? campoTexto(o, '@_numItem');
        if (n) linhas.push(`${recuo}Item ${n}`);
        linhas.push(...linhasDetEvento(o, `${recuo}   `));
      } else if (x !== undefined && x !== null && String(x).trim() !== '') {
        linhas.push(`${recuo}${ROTULOS[tag] ?? tag}: ${valorLegivel(tag, String(x).trim())}`);
      }
    }
  }
  return linhas;
}

/**
 * PDF de um evento da tabela de descritores.
 * @param entrada.xmlEvento `procEventoNFe` registrado; `nfe` o XML da nota (cabeçalho).
 * @throws Error se o XML não contiver um evento.
 */
export async function gerarPdfOutroEvento(entrada: { xmlEvento: string; nfe?: string | CabecalhoNFeCCe; compress?: boolean }): Promise<Buffer> {
  return gerarPdfEventoNFe({
    ...entrada,
    conteudo: (det, inf) => {
      const desc = campoTexto(det, 'descEvento') ?? 'Evento';
      const d = descritorEvento(campoTexto(inf, 'tpEvento') ?? '');
      const quadros: QuadroEvento[] = [{ titulo: 'DETALHES DO EVENTO', texto: linhasDetEvento(det).join('\n'), alturaMinima: 160 }];
      const cond = campoTexto(det, 'xCondUso');
      if (cond) quadros.push({ titulo: 'CONDIÇÕES DE USO', texto: cond, tamanho: 7.5, justificar: true });
      return {
        titulo: (d?.titulo ?? desc).toUpperCase(),
        subtitulo: `Evento ${d?.tpEvento ?? ''} - ${desc}`.slice(0, 110),
        nomeEvento: d?.titulo ?? desc,
        quadros,
      };
    },
  });
}

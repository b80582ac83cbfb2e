/** The server's NF-e schema errors (SPEC §5) mapped to fields of the faturamento editor. */
import { resources, type Resource } from '../../../generated/resources.ts';

export interface ErroSchema {
  mensagem: string;
  linha?: number | null;
  campo?: string | null;
}
export interface ErrosMapeados {
  /** Form path (react-hook-form style: `natureza_operacao`, `Item.0.ncm`) -> messages. */
  campos: Record<string, string[]>;
  /** Errors with no form field, shown in a list with their line. */
  gerais: ErroSchema[];
}

function recurso(nome: string): Resource | undefined {
  return resources.find((r) => r.name === nome);
}

/** NF-e tag -> field of a registry resource (`natOp` -> `natureza_operacao`). */
function porTag(r: Resource | undefined): Map<string, string> {
  const m = new Map<string, string>();
  for (const f of r?.fields ?? []) {
    if (!f.nfe || f.readOnly) continue;
    for (const tag of f.nfe.split('|')) if (!m.has(tag.toLowerCase())) m.set(tag.toLowerCase(), f.name);
  }
  return m;
}

const FILHOS: Record<string, { filho: string; recurso: string; tags: string[] }> = {
  det: { filho: 'Item', recurso: 'faturamentoItem', tags: ['det', 'prod'] },
  dup: { filho: 'Duplicata', recurso: 'faturamentoDuplicata', tags: ['dup'] },
  detpag: { filho: 'Pagamento', recurso: 'faturamentoPagamento', tags: ['detpag'] },
  vol: { filho: 'Volume', recurso: 'faturamentoVolume', tags: ['vol'] },
};
const NOMES_FILHOS: Record<string, string> = { item: 'det', duplicata: 'dup', pagamento: 'detpag', volume: 'vol' };

/**
 * Maps one `campo` of a schema error to a form path of the faturamento editor, or null.
 * Accepted shapes: a form field (`natureza_operacao`, `Item[0].ncm`, `Item.0.ncm`), an NF-e tag
 * (`natOp`, `infNFe/ide/natOp`), and a tag inside a list (`det[2]/prod/NCM` or `det[nItem=2].prod.NCM`,
 * 1-based as in the XML; `dup[1]/vDup`).
 */
export function campoDoFormulario(campo: string | null | undefined): string | null {
  if (!campo) return null;
  const fat = recurso('faturamento');
  const c = campo.trim();
  if (!c) return null;
  // form field of the header
  if (fat?.fields.some((f) => f.name === c && !f.readOnly)) return c;
  // form path of a child: Item[0].ncm | Item.0.ncm
  const mForm = /^(Item|Pagamento|Duplicata|Volume)(?:\[(\d+)\]|\.(\d+))\.([a-z_]+)$/i.exec(c);
  if (mForm) {
    const nome = mForm[1][0].toUpperCase() + mForm[1].slice(1).toLowerCase();
    const grupo = FILHOS[NOMES_FILHOS[nome.toLowerCase()]];
    const r = recurso(grupo.recurso);
    const campoFilho = mForm[4];
    if (r?.fields.some((f) => f.name === campoFilho)) return `${nome}.${mForm[2] ?? mForm[3]}.${campoFilho}`;
    return null;
  }
  // XML path: split on / or .
  const partes = c.split(/[/.]/).filter(Boolean);
  let filho: { nome: string; indice: number; recurso: string } | null = null;
  for (const p of partes) {
    const m = /^([A-Za-z]+)\[(?:nItem=)?(\d+)\]$/.exec(p);
    if (m && FILHOS[m[1].toLowerCase()]) {
      const g = FILHOS[m[1].toLowerCase()];
      filho = { nome: g.filho, indice: Math.max(0, Number(m[2]) - 1), recurso: g.recurso };
    }
  }
  const ultima = partes[partes.length - 1]?.replace(/\[.*\]$/, '') ?? '';
  if (filho) {
    const campoFilho = porTag(recurso(filho.recurso)).get(ultima.toLowerCase());
    return campoFilho ? `${filho.nome}.${filho.indice}.${campoFilho}` : null;
  }
  const campoCab = porTag(fat).get(ultima.toLowerCase());
  return campoCab ?? null;
}

/** Splits the server's `Data.erros` into field errors (shown next to inputs) and general ones (listed with line). */
export function mapearErrosSchema(erros: readonly ErroSchema[] | null | undefined): ErrosMapeados {
  const saida: ErrosMapeados = { campos: {}, gerais: [] };
  for (const e of erros ?? []) {
    if (!e || typeof e.mensagem !== 'string') continue;
    const alvo = campoDoFormulario(e.campo ?? null);
    if (alvo) (saida.campos[alvo] ??= []).push(e.mensagem);
    else saida.gerais.push(e);
  }
  return saida;
}

/** The schema errors of an HttpError body (`{Success:false, Data:{erros:[...]}}`), or null. */
export function errosSchemaDoCorpo(body: unknown): ErroSchema[] | null {
  if (!body || typeof body !== 'object') return null;
  const data = (body as { Data?: unknown }).Data;
  const erros = data && typeof data === 'object' ? (data as { erros?: unknown }).erros : null;
  return Array.isArray(erros) ? (erros as ErroSchema[]) : null;
}

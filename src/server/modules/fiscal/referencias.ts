/**
 * Documentos referenciados da NF-e (grupo BA, `NFref`): os tipos do leiaute 4.00
 * (PL_010d, `leiauteNFe_v4.00.xsd`, elemento `NFref`, uma `xs:choice`) e o que cada um exige:
 * - `refNFe`: chave de NF-e/NFC-e (`ref_nfe`, 44 dígitos, DV conferido pelo registro);
 * - `refNF` (nota modelo 1/1A ou 2): `uf`, `aamm`, `cpf_cnpj` (só CNPJ no leiaute), `modelo` 01/02,
 *   `serie` (0 se não houver), `numero`;
 * - `refNFP` (nota de produtor rural ou avulsa): `uf`, `aamm`, `cpf_cnpj` (CPF ou CNPJ), `ie` (dígitos
 *   ou ISENTO), `modelo` 04 (produtor) ou 01 (avulsa), `serie`, `numero`;
 * - `refCTe`: chave do CT-e (`ref_cte`);
 * - `refECF` (cupom vinculado): `modelo` 2B/2C/2D, `n_ecf` (nº de ordem do ECF), `n_coo`.
 * `tipo` ausente vale refNFe. Campos de outro tipo são recusados (não somem em silêncio).
 * Na API os campos seguem o registro (snake_case, `x-nfe` com a tag); a lista se chama `NFref` e
 * `tipo` leva o nome da tag do leiaute.
 */
import { ValidationError } from '../../http/envelope.ts';
import { CODIGOS_UF } from '../../../fiscal/sefaz/tabela.ts';
import type { NFRef } from '../../../fiscal/nfe/index.ts';

type Linha = Record<string, unknown>;

/** Campos de cada tipo de referência, na ordem do leiaute. */
export const CAMPOS_POR_TIPO: Readonly<Record<string, readonly string[]>> = {
  refNFe: ['ref_nfe'],
  refNF: ['uf', 'aamm', 'cpf_cnpj', 'modelo', 'serie', 'numero'],
  refNFP: ['uf', 'aamm', 'cpf_cnpj', 'ie', 'modelo', 'serie', 'numero'],
  refCTe: ['ref_cte'],
  refECF: ['modelo', 'n_ecf', 'n_coo'],
};
const TODOS = [...new Set(Object.values(CAMPOS_POR_TIPO).flat())];
const MODELOS: Record<string, readonly string[]> = { refNF: ['01', '02'], refNFP: ['04', '01'], refECF: ['2B', '2C', '2D'] };
const NOMES: Record<string, string> = {
  refNFe: 'NF-e referenciada',
  refNF: 'nota modelo 1/1A ou 2',
  refNFP: 'nota de produtor rural',
  refCTe: 'CT-e referenciado',
  refECF: 'cupom fiscal',
};
const ROTULOS: Record<string, string> = {
  ref_nfe: 'a chave da NF-e',
  ref_cte: 'a chave do CT-e',
  uf: 'a UF do emitente',
  aamm: 'o ano e mês de emissão (AAMM)',
  cpf_cnpj: 'o CPF/CNPJ do emitente',
  ie: 'a IE do produtor (ou ISENTO)',
  modelo: 'o modelo',
  serie: 'a série (0 se não houver)',
  numero: 'o número',
  n_ecf: 'o número do ECF',
  n_coo: 'o COO',
};

const vazio = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Confere as referências enviadas (`NFref`, já validadas campo a campo pelo registro) e completa
 * `tipo` (refNFe quando ausente). Muta as linhas.
 * @throws ValidationError `NFref[i].<campo>` "Informe ..." / "Não se usa em ..." / modelo inválido.
 */
export function conferirReferencias(lista: Linha[] | undefined): void {
  if (!lista) return;
  const erros: Record<string, string[]> = {};
  let primeira = '';
  const erro = (i: number, campo: string, msg: string) => {
    erros[`NFref[${i}].${campo}`] = [msg];
    primeira ||= `Documento referenciado ${i + 1}: ${msg.charAt(0).toLowerCase()}${msg.slice(1)}.`;
  };
  lista.forEach((r, i) => {
    const tipo = vazio(r.tipo) ? 'refNFe' : String(r.tipo);
    r.tipo = tipo;
    const campos = CAMPOS_POR_TIPO[tipo];
    if (!campos) {
      erro(i, 'tipo', 'Tipo de documento inválido');
      return;
    }
    for (const k of campos) if (vazio(r[k])) erro(i, k, `Informe ${ROTULOS[k]} (${NOMES[tipo]})`);
    for (const k of TODOS) if (!campos.includes(k) && !vazio(r[k])) erro(i, k, `Não se usa em ${NOMES[tipo]}`);
    if (MODELOS[tipo] && !vazio(r.modelo) && !MODELOS[tipo].includes(String(r.modelo)))
      erro(i, 'modelo', `Modelo ${String(r.modelo)} não serve para ${NOMES[tipo]} (use ${MODELOS[tipo].join(' ou ')})`);
    if (!vazio(r.uf) && campos.includes('uf') && !CODIGOS_UF[String(r.uf)]) erro(i, 'uf', 'UF inválida');
    if (tipo === 'refNF' && !vazio(r.cpf_cnpj) && String(r.cpf_cnpj).length !== 14)
      erro(i, 'cpf_cnpj', 'A nota modelo 1/1A ou 2 referencia o CNPJ do emitente');
  });
  if (Object.keys(erros).length) throw new ValidationError(erros, primeira);
}

/** Grupo `NFref` do XML a partir de uma linha gravada de `faturamento_referencia`. */
export function nfRefDaLinha(r: Linha): NFRef {
  const s = (v: unknown) => String(v);
  const doc = (v: unknown) => (s(v).length === 14 ? { CNPJ: s(v) } : { CPF: s(v) });
  switch (r.tipo ?? 'refNFe') {
    case 'refNF':
      return { refNF: { cUF: CODIGOS_UF[s(r.uf)], AAMM: s(r.aamm), CNPJ: s(r.cpf_cnpj), mod: s(r.modelo), serie: s(r.serie), nNF: s(r.numero) } };
    case 'refNFP':
      return { refNFP: { cUF: CODIGOS_UF[s(r.uf)], AAMM: s(r.aamm), ...doc(r.cpf_cnpj), IE: s(r.ie), mod: s(r.modelo), serie: s(r.serie), nNF: s(r.numero) } };
    case 'refCTe':
      return { refCTe: s(r.ref_cte) };
    case 'refECF':
      return { refECF: { mod: s(r.modelo), nECF: s(r.n_ecf), nCOO: s(r.n_coo) } };
    default:
      return { refNFe: s(r.ref_nfe) };
  }
}

/**
 * O que a NF-e exige do destinatário antes de transmitir, para que uma nota
 * nunca saia sem endereço do destinatário nem seja rejeitada por um cadastro incompleto.
 *
 * Regras (MOC 7.0, grupo E — Identificação do Destinatário; leiaute 4.00, PL_010d):
 * - NF-e modelo 55: o grupo `enderDest` (E05) é obrigatório; o schema só o deixa opcional por causa
 *   da NFC-e. Dentro dele: `xLgr` (2-60), `nro` (1-60; "S/N" quando não houver), `xBairro` (2-60),
 *   `cMun` (IBGE, 7 dígitos) com `xMun` e `UF` coerentes — o município precisa ser da UF informada.
 *   Destinatário estrangeiro (`tipo_pessoa` 'E' ou país diferente do Brasil): município 9999999,
 *   UF "EX" e o país de destino (`cPais` ≠ 1058) no lugar do município brasileiro.
 * - `indIEDest` 1 (contribuinte do ICMS): `IE` obrigatória, e não "ISENTO" (E16a/E17).
 *   `indIEDest` 2 (contribuinte isento de inscrição): IE não é informada; uma IE numérica no
 *   cadastro contradiz o indicador.
 * - NFC-e modelo 65: endereço opcional; `indIEDest` só pode ser 9 (não contribuinte).
 * Função pura: não consulta banco; quem chama fornece o cadastro e a UF do município.
 */

/** O cadastro do destinatário como gravado (cliente), com a UF do município cadastrado. */
export interface CadastroDestinatario {
  tipo_pessoa?: string | null;
  cpf_cnpj?: string | null;
  ind_ie_dest?: number | string | null;
  ie?: string | null;
  logradouro?: string | null;
  numero?: string | null;
  bairro?: string | null;
  cidade_id?: number | null;
  uf?: string | null;
  pais_id?: number | null;
  /** UF do município `cidade_id` (tabela de municípios do IBGE); null se o município não existe. */
  uf_do_municipio?: string | null;
}

/** Pendências por campo do cadastro do cliente (chaves do registro `cliente`); vazio = pode transmitir. */
export type PendenciasDestinatario = Record<string, string[]>;

const vazio = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const curto = (v: unknown, min: number) => vazio(v) || String(v).trim().length < min;

/**
 * Confere o destinatário para o modelo de documento.
 * @param modelo '55' (NF-e) ou '65' (NFC-e).
 * @returns pendências por campo do cliente, com mensagens pt-BR que dizem o que preencher.
 */
export function pendenciasDestinatario(d: CadastroDestinatario, modelo: '55' | '65' | string): PendenciasDestinatario {
  const p: PendenciasDestinatario = {};
  const add = (campo: string, msg: string) => (p[campo] ??= []).push(msg);
  const estrangeiro = d.tipo_pessoa === 'E' || (d.pais_id !== null && d.pais_id !== undefined && Number(d.pais_id) !== 1058);
  const ind = Number(d.ind_ie_dest ?? 9);

  if (modelo === '55') {
    if (curto(d.logradouro, 2)) add('logradouro', 'Informe o logradouro do cliente (rua, avenida...): a NF-e exige o endereço do destinatário');
    if (curto(d.bairro, 2)) add('bairro', 'Informe o bairro do cliente: a NF-e exige o endereço do destinatário');
    if (!estrangeiro) {
      if (vazio(d.cidade_id)) add('cidade_id', 'Informe o município do cliente: a NF-e exige o município do destinatário');
      else if (d.uf_do_municipio === null || d.uf_do_municipio === undefined) add('cidade_id', 'Município do cliente não encontrado na tabela do IBGE');
      if (vazio(d.uf)) add('uf', 'Informe a UF do cliente: a NF-e exige a UF do destinatário');
      else if (d.uf_do_municipio && String(d.uf).toUpperCase() !== d.uf_do_municipio.toUpperCase()) {
        add('uf', `A UF do cliente (${String(d.uf).toUpperCase()}) não é a do município cadastrado (${d.uf_do_municipio})`);
      }
    }
  }
  if (modelo === '65' && ind !== 9) add('ind_ie_dest', 'Na NFC-e o destinatário é sempre não contribuinte (indicador de IE 9)');
  const ie = vazio(d.ie) ? '' : String(d.ie).trim().toUpperCase();
  if (ind === 1 && (ie === '' || ie === 'ISENTO')) {
    add('ie', 'Cliente marcado como contribuinte do ICMS: informe a inscrição estadual (ou mude o indicador de IE para não contribuinte)');
  }
  if (ind === 2 && ie !== '' && ie !== 'ISENTO') {
    add('ind_ie_dest', 'O cliente tem inscrição estadual mas está marcado como contribuinte isento: marque-o como contribuinte do ICMS');
  }
  return p;
}

/** Rótulos pt-BR dos campos do cliente usados nas mensagens de resumo. */
export const ROTULOS_DESTINATARIO: Record<string, string> = {
  logradouro: 'logradouro',
  bairro: 'bairro',
  cidade_id: 'município',
  uf: 'UF',
  ie: 'inscrição estadual',
  ind_ie_dest: 'indicador de IE',
};

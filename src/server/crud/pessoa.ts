/**
 * Conforto da API para cadastros de pessoas: quem envia só `{nome, cpf_cnpj}`
 * a `POST /v1/cliente/` (ou fornecedor, transportadora...) não deve receber "Tipo de pessoa: Campo
 * obrigatório". Vale para toda entidade do registro cujo `tipo_pessoa` declara
 * `"x-derivedFrom": ["cpf_cnpj", ...]` (e `ind_ie_dest` com `"tipo_pessoa"`) — nenhuma lista de nomes.
 *
 * Regras, aplicadas ao corpo ANTES da validação genérica e só aos campos omitidos (um valor
 * enviado, mesmo inválido, nunca é trocado — a validação responde por ele):
 * - `tipo_pessoa`: CPF válido (11 dígitos) -> 'F'; CNPJ válido (14 caracteres, inclusive o
 *   alfanumérico da NT 2025.001) -> 'J'; documento vazio com `id_estrangeiro` preenchido -> 'E'
 *   quando a entidade aceita 'E'. Documento inválido: nada é deduzido (o erro vem do CPF/CNPJ).
 * - `ind_ie_dest` (indIEDest, MOC 7.0 campo E16a: 1 contribuinte, 2 isento, 9 não contribuinte):
 *   só na inclusão. CPF -> 9 (não contribuinte); estrangeiro -> 9; CNPJ com IE
 *   informada (e diferente de "ISENTO") -> 1 (contribuinte ICMS); CNPJ com IE "ISENTO" -> 2;
 *   CNPJ sem IE -> 9. Na alteração o valor gravado permanece.
 */
import { tipoCpfCnpj } from '../../domain/documentos.ts';
import { MENSAGENS } from '../../domain/mensagens.ts';
import type { EntityDef } from '../../../schema/registry.ts';

/**
 * Completa `tipo_pessoa` e `ind_ie_dest` omitidos em `body` (mutado no lugar), conforme o cabeçalho.
 * @param op 'create' (POST) ou 'update' (PUT).
 * Não lança erros: corpos que não são objetos seguem intactos para a validação.
 */
export function completarPessoa(e: EntityDef, op: 'create' | 'update', body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const props = e.properties;
  // the registry says which fields the server derives (`x-derivedFrom`, schema/meta.schema.json)
  const deriva = (campo: string, de: string) => Object.hasOwn(props, campo) && (props[campo]['x-derivedFrom'] ?? []).includes(de);
  if (!deriva('tipo_pessoa', 'cpf_cnpj')) return;
  const b = body as Record<string, unknown>;
  const omitido = (k: string) => !Object.hasOwn(b, k) || b[k] === undefined || b[k] === null || b[k] === '';
  const tipoDoc = tipoCpfCnpj(b.cpf_cnpj);
  const aceita = (v: string) => !Array.isArray(props.tipo_pessoa.enum) || props.tipo_pessoa.enum.includes(v);
  let tipo: string | null = null;
  if (omitido('tipo_pessoa')) {
    if (tipoDoc === 'CPF') tipo = 'F';
    else if (tipoDoc === 'CNPJ') tipo = 'J';
    else if (omitido('cpf_cnpj') && typeof b.id_estrangeiro === 'string' && b.id_estrangeiro.trim() && aceita('E')) tipo = 'E';
    if (tipo && aceita(tipo)) b.tipo_pessoa = tipo;
  } else if (typeof b.tipo_pessoa === 'string') {
    tipo = b.tipo_pessoa;
  }
  if (op !== 'create' || !deriva('ind_ie_dest', 'tipo_pessoa') || !omitido('ind_ie_dest') || !tipo) return;
  if (tipo === 'F' || tipo === 'E') b.ind_ie_dest = 9;
  else if (tipo === 'J') {
    const ie = typeof b.ie === 'string' ? b.ie.trim().toUpperCase() : '';
    b.ind_ie_dest = ie === '' ? 9 : ie === 'ISENTO' ? 2 : 1;
  }
}

/**
 * Documento da pessoa (cliente, fornecedor: entidades cujo `tipo_pessoa` deriva de `cpf_cnpj` e
 * aceita 'E'), conferido depois da validação genérica sobre os valores já normalizados (`value`,
 * mutado no lugar): pessoa física ou jurídica precisa de CPF/CNPJ; o estrangeiro (NF-e E03a
 * `idEstrangeiro`, MOC 7.0) precisa do documento estrangeiro e pode ficar sem CPF/CNPJ — gravado
 * como '' (a coluna é NOT NULL DEFAULT '', migração 1763700004200). Na alteração só se confere o
 * que veio no corpo: CPF/CNPJ apagado só passa junto com `tipo_pessoa` 'E'.
 * @param push registra o erro do campo (mensagem pt-BR), como a validação genérica.
 */
export function conferirDocumentoPessoa(
  e: EntityDef,
  op: 'create' | 'update',
  value: Record<string, unknown>,
  push: (campo: string, mensagem: string) => void,
): void {
  const props = e.properties;
  const tipoDeriva = Object.hasOwn(props, 'tipo_pessoa') && (props.tipo_pessoa['x-derivedFrom'] ?? []).includes('cpf_cnpj');
  if (!tipoDeriva || !Object.hasOwn(props, 'id_estrangeiro') || e.required.includes('cpf_cnpj')) return;
  const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  const estrangeiro = value.tipo_pessoa === 'E';
  if (op === 'create') {
    if (estrangeiro) {
      if (vazio(value.id_estrangeiro)) push('id_estrangeiro', 'Informe o documento estrangeiro');
      if (vazio(value.cpf_cnpj)) value.cpf_cnpj = '';
    } else if (vazio(value.cpf_cnpj)) push('cpf_cnpj', MENSAGENS.campoObrigatorio);
    return;
  }
  if (Object.hasOwn(value, 'cpf_cnpj') && vazio(value.cpf_cnpj)) {
    if (estrangeiro) value.cpf_cnpj = '';
    else push('cpf_cnpj', MENSAGENS.campoObrigatorio);
  }
  if (estrangeiro && Object.hasOwn(value, 'id_estrangeiro') && vazio(value.id_estrangeiro)) push('id_estrangeiro', 'Informe o documento estrangeiro');
}

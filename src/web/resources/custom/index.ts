/** Per-resource form tweaks, by registry id (see ./types.ts). Resources not listed use none. */
import { pessoaBasica, pessoaCompleta } from './pessoa.ts';
import type { FormCustomization } from './types.ts';
import { usuario } from './usuario.ts';
import { condicao } from './condicao.ts';
import { produto } from './produto.ts';
import { pedido } from './pedido.ts';
import { configuracaoWhiteLabel } from './whitelabel.ts';
import { cliente } from './cliente.ts';

export type { FormCustomization, FormMode } from './types.ts';

const CUSTOMIZATIONS: Readonly<Record<string, FormCustomization>> = {
  cliente,
  fornecedor: pessoaCompleta,
  transportadora: pessoaBasica,
  usuario,
  condicao,
  produto,
  pedido,
  configuracaoWhiteLabel,
};

const NONE: FormCustomization = {};

/** The tweaks of a resource (an empty object when it has none). */
export function getCustomization(resource: string): FormCustomization {
  return CUSTOMIZATIONS[resource] ?? NONE;
}

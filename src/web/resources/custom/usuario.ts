/**
 * Usuário: the password is required when creating and optional when editing (blank keeps the
 * current one; the server never returns it). The PDV discount limit only applies to
 * company users, so it shows once the company profile is chosen.
 */
import type { FormCustomization } from './types.ts';

export const usuario: FormCustomization = {
  watch: ['emitente_tipo_usuario_id'],
  visible: (f, values) => (f.name === 'desconto_maximo' ? Boolean(values.emitente_tipo_usuario_id) : true),
  required: (f, mode) => (f.name === 'senha' ? mode === 'create' : undefined),
  helperText: (f, mode) => (f.name === 'senha' && mode === 'edit' ? 'Deixe em branco para manter a senha atual' : undefined),
};

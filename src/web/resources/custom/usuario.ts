/**
 * Usuário: the password is required when creating and optional when editing (blank keeps the
 * current one; the server never returns it).
 */
import type { FormCustomization } from './types.ts';

export const usuario: FormCustomization = {
  required: (f, mode) => (f.name === 'senha' ? mode === 'create' : undefined),
  helperText: (f, mode) => (f.name === 'senha' && mode === 'edit' ? 'Deixe em branco para manter a senha atual' : undefined),
};

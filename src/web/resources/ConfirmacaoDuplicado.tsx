/**
 * Aviso de CPF/CNPJ repetido na gravação: o servidor responde 409 com
 * `duplicado_id` quando outro cadastro da empresa já tem o documento (src/server/crud/duplicidade.ts);
 * a tela mostra a mensagem dele e só grava com a confirmação explícita "Salvar mesmo assim", que
 * repete a gravação com `?confirmarDuplicado=true` (dataProvider, `meta.confirmarDuplicado`).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** The server's message when `error` is the 409 "documento já cadastrado" of a save, else null. */
export function mensagemDeDuplicado(error: unknown): string | null {
  const e = error as { status?: unknown; message?: unknown; body?: unknown } | null;
  if (e?.status !== 409 || !e.body || typeof e.body !== 'object' || !('duplicado_id' in e.body)) return null;
  return typeof e.message === 'string' && e.message ? e.message : 'Este CPF/CNPJ já está cadastrado.';
}

/** The confirmation dialog; `mensagem` null: closed. */
export function ConfirmacaoDuplicado({ mensagem, onCancelar, onConfirmar }: { mensagem: string | null; onCancelar: () => void; onConfirmar: () => void }) {
  return (
    <Dialog open={mensagem !== null} onClose={onCancelar} aria-labelledby="titulo-duplicado">
      <DialogTitle id="titulo-duplicado">CPF/CNPJ já cadastrado</DialogTitle>
      <DialogContent>
        <DialogContentText>{mensagem}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancelar} autoFocus>
          Voltar e corrigir
        </Button>
        <Button onClick={onConfirmar} variant="contained" color="warning">
          Salvar mesmo assim
        </Button>
      </DialogActions>
    </Dialog>
  );
}

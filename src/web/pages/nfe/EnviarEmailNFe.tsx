/**
 * "Enviar por e-mail" da NF-e autorizada no gerenciador (textos do e-mail da NF-e):
 * diálogo com o destinatário (vazio = os e-mails do cliente marcados "envia NF-e") que chama
 * `POST /v1/GerenciadorNFe/EnviarEmail`; o servidor anexa o XML (nfeProc) e o DANFE e usa o assunto e
 * o texto das Configurações. Mensagem de sucesso ou o erro do servidor (SMTP não configurado, cliente
 * sem e-mail, e-mail inválido) no próprio diálogo. Montado com `key` da nota, para começar vazio a cada nota.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { mensagemDeErro } from '../../providers/erros.ts';
import { nfeApi } from './api.ts';

export function EnviarEmailNFe({ nota, onClose }: { nota: { id: number; numero?: number | null } | null; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [ocupado, setOcupado] = useState(false);
  const [msg, setMsg] = useState<{ tipo: 'success' | 'error'; texto: string } | null>(null);
  const enviar = async () => {
    if (!nota || ocupado) return;
    setOcupado(true);
    setMsg(null);
    try {
      const r = await nfeApi.enviarEmail(nota.id, email.trim() || undefined);
      const para = r.Data?.emails?.join(', ');
      setMsg({ tipo: 'success', texto: r.Message ?? (para ? `NF-e enviada para ${para}.` : 'NF-e enviada.') });
    } catch (e) {
      setMsg({ tipo: 'error', texto: mensagemDeErro(e) });
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialog open={!!nota} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Enviar a NF-e {nota?.numero ?? nota?.id} por e-mail</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Vão anexos o XML autorizado e o DANFE. Deixe o e-mail em branco para enviar aos e-mails de NF-e do cadastro do cliente.
        </Typography>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="email"
          label="E-mail do destinatário"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void enviar();
            }
          }}
        />
        {msg && (
          <Alert severity={msg.tipo} sx={{ mt: 2 }} data-testid="mensagem-email-nfe">
            {msg.texto}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
        <Button variant="contained" disabled={ocupado} onClick={() => void enviar()}>
          Enviar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

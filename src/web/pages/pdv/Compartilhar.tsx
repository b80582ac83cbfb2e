/**
 * Compartilhar a NFC-e no detalhe da venda e no resultado da emissão:
 * "Enviar por e-mail" (XML autorizado e DANFE NFC-e anexos, pelo SMTP configurado —
 * POST /v1/compartilhamento/email; só aparece com o e-mail configurado no servidor, providers/email.ts) e "WhatsApp" (link wa.me com a URL de consulta e a chave,
 * aberto numa nova aba — POST /v1/compartilhamento/whatsapp). Só para NFC-e autorizada ou em
 * contingência (o servidor confere). Enter num dos campos faz a ação dele e não chega ao diálogo
 * em volta (no resultado, Enter fora dos campos imprime).
 */
import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { maskTelefone } from '../../../domain/mascara.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { pdvApi } from './api.ts';
import { useEmailConfigurado } from '../../providers/email.ts';

export function CompartilharNFCe({ venda }: { venda: { id: number; serie: number; chave: string | null } }) {
  const [email, setEmail] = useState('');
  const [fone, setFone] = useState('');
  const [ocupado, setOcupado] = useState(false);
  const [msg, setMsg] = useState<{ tipo: 'success' | 'error'; texto: string } | null>(null);
  const emailOk = useEmailConfigurado();
  const enviar = async () => {
    if (!email.trim() || ocupado) return;
    setOcupado(true);
    setMsg(null);
    try {
      const r = await pdvApi.enviarEmail(venda, email.trim());
      setMsg({ tipo: 'success', texto: r.Message ?? `NFC-e enviada para ${email.trim()}.` });
    } catch (e) {
      setMsg({ tipo: 'error', texto: mensagemDeErro(e) });
    } finally {
      setOcupado(false);
    }
  };
  const whatsapp = async () => {
    setMsg(null);
    try {
      const r = await pdvApi.whatsapp(venda.id, fone);
      window.open(r.link, '_blank', 'noopener');
    } catch (e) {
      setMsg({ tipo: 'error', texto: mensagemDeErro(e) });
    }
  };
  const enter = (f: () => void) => (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
      f();
    }
  };
  return (
    // Enter aqui dentro (campos e botões) não chega ao diálogo em volta
    <Stack spacing={1} role="group" aria-label="Compartilhar a NFC-e" onKeyDown={(e) => e.key === 'Enter' && e.stopPropagation()}>
      {emailOk && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="email"
            label="E-mail do consumidor"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onKeyDown={enter(() => void enviar())}
            sx={{ minWidth: 240, flex: 1 }}
          />
          <Button variant="outlined" disabled={ocupado || !email.trim()} onClick={() => void enviar()}>
            Enviar por e-mail
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Celular (opcional)"
          value={fone}
          onChange={(e) => setFone(maskTelefone(e.target.value))}
          onKeyDown={enter(() => void whatsapp())}
          sx={{ minWidth: 240, flex: 1 }}
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
        />
        <Button variant="outlined" onClick={() => void whatsapp()}>
          WhatsApp
        </Button>
      </Stack>
      {msg && (
        <Alert severity={msg.tipo} data-testid="mensagem-compartilhar">
          {msg.texto}
        </Alert>
      )}
    </Stack>
  );
}

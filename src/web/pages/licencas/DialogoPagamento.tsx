/**
 * Pagamento de uma fatura de licença: PIX (cobrança imediata `cob` com BR Code dinâmico: QR e
 * "copia e cola", "Verificar pagamento" consulta o PSP) ou boleto Itaú (linha digitável e PDF).
 * A baixa chega pelo webhook do PSP; a verificação só confirma o que o PSP diz.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { formatMoeda } from '../../../domain/formatos.ts';
import { apiFetch } from '../../providers/http.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { type Boleto, type Cobranca, caminhoBoletoPdf, consultarPix, EVENTO_LICENCA_PAGA, type Fatura, gerarBoleto, gerarPix, listarFaturas } from './api.ts';

export function DialogoPagamento({ fatura, meio, aoFechar }: { fatura: Fatura; meio: 'pix' | 'boleto'; aoFechar: (pago: boolean) => void }) {
  const [cob, setCob] = useState<Cobranca | null>(null);
  const [boleto, setBoleto] = useState<Boleto | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [pago, setPago] = useState(false);
  const [verificando, setVerificando] = useState(false);

  useEffect(() => {
    const p = meio === 'pix' ? gerarPix(fatura.id).then(setCob) : gerarBoleto(fatura.id).then(setBoleto);
    p.catch((e) => setErro(mensagemDeErro(e)));
  }, [fatura.id, meio]);

  const verificar = async () => {
    setVerificando(true);
    setAviso(null);
    try {
      const c = await consultarPix(fatura.id);
      const agora = (await listarFaturas(fatura.competencia.slice(0, 7))).find((f) => f.id === fatura.id);
      if (c.fatura_paga || agora?.situacao === 'pago') {
        setPago(true);
        window.dispatchEvent(new Event(EVENTO_LICENCA_PAGA));
      } else setAviso(`Pagamento ainda não identificado (cobrança ${c.status}).`);
    } catch (e) {
      setAviso(mensagemDeErro(e));
    } finally {
      setVerificando(false);
    }
  };

  const abrirPdf = async () => {
    try {
      const res = await apiFetch(caminhoBoletoPdf(fatura.id));
      if (!res.ok) throw new Error('Não foi possível abrir o boleto.');
      window.open(URL.createObjectURL(await res.blob()), '_blank');
    } catch (e) {
      setAviso(mensagemDeErro(e));
    }
  };

  return (
    <Dialog open onClose={() => aoFechar(pago)} maxWidth="sm" fullWidth aria-labelledby="titulo-pagamento">
      <DialogTitle id="titulo-pagamento">
        {meio === 'pix' ? 'Pagar com PIX' : 'Boleto'} — {fatura.emitente}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {fatura.descricao} · vencimento {fatura.vencimento.split('-').reverse().join('/')} · <strong>{formatMoeda(fatura.valor)}</strong>
        </Typography>
        {erro && <Alert severity="error">{erro}</Alert>}
        {!erro && !cob && !boleto && <CircularProgress aria-label="Gerando cobrança" />}
        {pago && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Pagamento confirmado. Obrigado!
          </Alert>
        )}
        {cob && !pago && (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            {cob.imagem && <Box component="img" src={cob.imagem} alt="QR Code PIX" sx={{ width: 220, height: 220 }} />}
            <TextField
              label="PIX copia e cola"
              value={cob.copia_e_cola ?? ''}
              fullWidth
              multiline
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'pix-copia-e-cola' } }}
            />
            <Stack direction="row" spacing={1}>
              <Button startIcon={<ContentCopyIcon />} onClick={() => void navigator.clipboard?.writeText(cob.copia_e_cola ?? '')}>
                Copiar código
              </Button>
              <Button variant="contained" onClick={() => void verificar()} disabled={verificando}>
                Verificar pagamento
              </Button>
            </Stack>
          </Stack>
        )}
        {boleto && (
          <Stack spacing={2}>
            <TextField label="Linha digitável" value={boleto.linha_digitavel_formatada} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
            <Typography variant="body2">
              Nosso número 109/{boleto.nosso_numero} · vencimento {boleto.vencimento.split('-').reverse().join('/')}. A baixa acontece na compensação bancária.
            </Typography>
            <Button variant="contained" onClick={() => void abrirPdf()}>
              Abrir boleto (PDF)
            </Button>
          </Stack>
        )}
        {aviso && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {aviso}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => aoFechar(pago)}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

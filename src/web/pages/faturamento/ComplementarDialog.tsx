/**
 * "Complementar / ajustar": dialog opened from an authorised NF-e (NF-e manager
 * row actions and the billing list). Three kinds, each a server call answering with the draft
 * billing, which is then opened in the billing editor (like DevolucaoDialog):
 * - complemento de valor: `POST /v1/faturamento/GerarComplementar` `{ faturamento_id, tipo: 'valor', valor }`;
 * - complemento de ICMS: the same with `tipo: 'icms'` and the rate (`aliquota`, optional: the
 *   server uses the rate of the referenced note's first item);
 * - ajuste (finNFe 3): `POST /v1/faturamento/GerarAjuste` `{ faturamento_id, sentido, valor, aliquota?, cfop?, motivo? }`.
 * Field errors of the 400 answer are shown under the field they name.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { apiData } from '../../providers/http.ts';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';

export interface NotaAComplementar {
  id: number;
  titulo: string;
}

type Tipo = 'valor' | 'icms' | 'ajuste';

const numero = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));

export function ComplementarDialog({ nota, onClose }: { nota: NotaAComplementar | null; onClose: () => void }) {
  const navigate = useNavigate();
  const basename = useBasename();
  const [tipo, setTipo] = useState<Tipo>('valor');
  const [valor, setValor] = useState('');
  const [aliquota, setAliquota] = useState('');
  const [sentido, setSentido] = useState<'debito' | 'credito'>('debito');
  const [cfop, setCfop] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [errosCampo, setErrosCampo] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    if (!nota) return;
    setTipo('valor');
    setValor('');
    setAliquota('');
    setSentido('debito');
    setCfop('');
    setMotivo('');
    setErro(null);
    setErrosCampo({});
  }, [nota]);

  const gerar = async () => {
    if (!nota) return;
    setEnviando(true);
    setErro(null);
    setErrosCampo({});
    const comAliquota = aliquota.trim() ? { aliquota: numero(aliquota) } : {};
    try {
      const criada =
        tipo === 'ajuste'
          ? await apiData<Record<string, unknown>>('/v1/faturamento/GerarAjuste', {
              method: 'POST',
              body: { faturamento_id: nota.id, sentido, valor: numero(valor), ...comAliquota, ...(cfop.trim() ? { cfop: cfop.trim() } : {}), motivo },
            })
          : await apiData<Record<string, unknown>>('/v1/faturamento/GerarComplementar', {
              method: 'POST',
              body: { faturamento_id: nota.id, tipo, valor: numero(valor), ...(tipo === 'icms' ? comAliquota : {}) },
            });
      onClose();
      navigate(`${basename}/faturamento/editar/${criada.id}`);
    } catch (e) {
      setErro(mensagemDeErro(e));
      const corpo = corpoDoErro(e) ?? {};
      const campos: Record<string, string> = {};
      for (const [k, v] of Object.entries(corpo)) if (Array.isArray(v)) campos[k] = String(v[0]);
      setErrosCampo(campos);
    } finally {
      setEnviando(false);
    }
  };

  const campo = (nome: string) => ({ error: !!errosCampo[nome], helperText: errosCampo[nome] });

  return (
    <Dialog open={!!nota} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="complementar-titulo">
      <DialogTitle id="complementar-titulo">{nota?.titulo}</DialogTitle>
      <DialogContent>
        {erro && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {erro}
          </Alert>
        )}
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select label="Tipo" value={tipo} onChange={(e) => setTipo(e.target.value as Tipo)}>
            <MenuItem value="valor">Complemento de valor (preço)</MenuItem>
            <MenuItem value="icms">Complemento de ICMS</MenuItem>
            <MenuItem value="ajuste">Ajuste de ICMS (finalidade 3)</MenuItem>
          </TextField>
          {tipo === 'ajuste' && (
            <TextField select label="Sentido" value={sentido} onChange={(e) => setSentido(e.target.value as 'debito' | 'credito')}>
              <MenuItem value="debito">A débito (nota de saída, CFOP 5949)</MenuItem>
              <MenuItem value="credito">A crédito (nota de entrada, CFOP 1949)</MenuItem>
            </TextField>
          )}
          <TextField
            label={tipo === 'valor' ? 'Valor a complementar (R$)' : 'Valor do ICMS (R$)'}
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...campo('valor')}
          />
          {tipo !== 'valor' && (
            <TextField
              label="Alíquota do ICMS (%)"
              value={aliquota}
              onChange={(e) => setAliquota(e.target.value)}
              placeholder="a da nota referenciada"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...campo('aliquota')}
            />
          )}
          {tipo === 'ajuste' && (
            <>
              <TextField
                label="CFOP (opcional)"
                value={cfop}
                onChange={(e) => setCfop(e.target.value)}
                placeholder={sentido === 'debito' ? '5949' : '1949'}
                {...campo('cfop')}
              />
              <TextField label="Motivo do ajuste" value={motivo} onChange={(e) => setMotivo(e.target.value)} multiline minRows={2} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
        <Button variant="contained" disabled={enviando || !(numero(valor) > 0)} onClick={() => void gerar()}>
          {tipo === 'ajuste' ? 'Gerar ajuste' : 'Gerar complementar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

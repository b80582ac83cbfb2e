/**
 * Renegotiation (several open titles of one customer/supplier into a new plan) and recurrence
 * (repeat a title monthly N times) dialogs — `RenegociarRegistros/` and `ReplicarRegistros/`.
 * Both are reversible from the history dialog (Estornar with the returned guid_transacao).
 * The parent remounts them (`key`) for each new selection, so the fields start clean.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { apiData } from '../../providers/http.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import type { components } from '../../../generated/openapi.d.ts';
import { CampoDecimal } from '../faturamento/campos.tsx';
import { centavos, deCentavos, hojeIso, LADOS, type Lado, reais, type Titulo } from './api.ts';

function mesSeguinte(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

function useErros() {
  const [erros, setErros] = useState<Record<string, string[]>>({});
  const [msg, setMsg] = useState<string | null>(null);
  const capturar = (e: unknown) => {
    const corpo = (e as { body?: Record<string, unknown> }).body ?? {};
    setErros(
      Object.fromEntries(Object.entries(corpo).filter(([k, v]) => Array.isArray(v) && !['Success', 'Message', 'Data'].includes(k))) as Record<string, string[]>,
    );
    setMsg(mensagemDeErro(e));
  };
  const limpar = () => (setErros({}), setMsg(null));
  return { erro: (k: string) => erros[k]?.[0], msg, capturar, limpar };
}

export function RenegociarDialog({
  lado,
  titulos,
  onClose,
  aoConcluir,
}: {
  lado: Lado;
  titulos: Titulo[];
  onClose: () => void;
  aoConcluir: (texto: string) => void;
}) {
  const L = LADOS[lado];
  const [parcelas, setParcelas] = useState('2');
  const [primeiro, setPrimeiro] = useState(mesSeguinte(hojeIso()));
  const [intervalo, setIntervalo] = useState('30');
  // money as dot-decimal strings, shown and typed in pt-BR by CampoDecimal
  const [acrescimo, setAcrescimo] = useState('0');
  const [desconto, setDesconto] = useState('0');
  const [enviando, setEnviando] = useState(false);
  const e = useErros();
  const soma = titulos.reduce((a, t) => a + centavos(t.saldo), 0);
  const total = soma + centavos(acrescimo) - centavos(desconto);
  const confirmar = async () => {
    setEnviando(true);
    e.limpar();
    try {
      const r = await apiData<components['schemas']['ResultadoRenegociacao']>(`${L.base}/RenegociarRegistros/`, {
        method: 'POST',
        body: {
          Registros: titulos.map((t) => t.id),
          parcelas: Number(parcelas),
          primeiro_vencimento: primeiro,
          intervalo_dias: Number(intervalo),
          acrescimo: acrescimo || '0',
          desconto: desconto || '0',
        },
      });
      aoConcluir(`${titulos.length} parcela(s) renegociada(s) em ${r.ids.length}, total ${reais(r.total)}.`);
    } catch (err) {
      e.capturar(err);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Dialog open={titulos.length > 0} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="reneg-titulo">
      <DialogTitle id="reneg-titulo">Renegociar {titulos.length} parcela(s)</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          Saldo das parcelas: <b>{reais(deCentavos(soma))}</b> ({titulos.map((t) => t.documento).join(', ')})
        </Typography>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Parcelas"
              type="number"
              value={parcelas}
              onChange={(x) => setParcelas(x.target.value)}
              error={!!e.erro('parcelas')}
              helperText={e.erro('parcelas')}
            />
            <TextField
              label="Intervalo (dias; 30 = mensal)"
              type="number"
              value={intervalo}
              onChange={(x) => setIntervalo(x.target.value)}
              error={!!e.erro('intervalo_dias')}
              helperText={e.erro('intervalo_dias')}
            />
          </Stack>
          <TextField
            label="Primeiro vencimento"
            type="date"
            value={primeiro}
            onChange={(x) => setPrimeiro(x.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!e.erro('primeiro_vencimento')}
            helperText={e.erro('primeiro_vencimento')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <CampoDecimal
              label="Acréscimo (R$)"
              size="medium"
              value={acrescimo === '' ? null : Number(acrescimo)}
              onChange={(n) => setAcrescimo(n === null ? '' : n.toFixed(2))}
              error={!!e.erro('acrescimo')}
              helperText={e.erro('acrescimo')}
              sx={{ flex: 1 }}
            />
            <CampoDecimal
              label="Desconto (R$)"
              size="medium"
              value={desconto === '' ? null : Number(desconto)}
              onChange={(n) => setDesconto(n === null ? '' : n.toFixed(2))}
              error={!!e.erro('desconto')}
              helperText={e.erro('desconto')}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Typography variant="h6">Novo total: {reais(deCentavos(total))}</Typography>
          {e.msg && <Alert severity="error">{e.msg}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={confirmar} disabled={enviando}>
          Renegociar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ReplicarDialog({
  lado,
  titulo,
  onClose,
  aoConcluir,
}: {
  lado: Lado;
  titulo: Titulo | null;
  onClose: () => void;
  aoConcluir: (texto: string) => void;
}) {
  const L = LADOS[lado];
  const [quantidade, setQuantidade] = useState('11');
  const [meses, setMeses] = useState('1');
  const [enviando, setEnviando] = useState(false);
  const e = useErros();
  const confirmar = async () => {
    if (!titulo) return;
    setEnviando(true);
    e.limpar();
    try {
      const r = await apiData<components['schemas']['ResultadoReplicacao']>(`${L.base}/ReplicarRegistros/`, {
        method: 'POST',
        body: { id: titulo.id, quantidade: Number(quantidade), intervalo_meses: Number(meses) },
      });
      aoConcluir(`${r.ids.length} título(s) criado(s), até ${r.vencimentos.at(-1)?.split('-').reverse().join('/')}.`);
    } catch (err) {
      e.capturar(err);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Dialog open={!!titulo} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="repl-titulo">
      <DialogTitle id="repl-titulo">Repetir {titulo?.documento}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2">
            Cria cópias de {reais(titulo?.valor)} com vencimentos sucessivos (aluguel, mensalidade). O dia do vencimento é mantido, limitado ao fim do mês.
          </Typography>
          <TextField
            label="Quantidade de repetições"
            type="number"
            value={quantidade}
            onChange={(x) => setQuantidade(x.target.value)}
            error={!!e.erro('quantidade')}
            helperText={e.erro('quantidade')}
          />
          <TextField
            label="A cada (meses)"
            type="number"
            value={meses}
            onChange={(x) => setMeses(x.target.value)}
            error={!!e.erro('intervalo_meses')}
            helperText={e.erro('intervalo_meses')}
          />
          {e.msg && <Alert severity="error">{e.msg}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={confirmar} disabled={enviando}>
          Repetir
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Atos manuais do administrador sobre licenças: a baixa de uma fatura com valor,
 * data e motivo (`POST BaixaManual`) e o bloqueio/desbloqueio de uma empresa com motivo e, para
 * liberar uma empresa com fatura vencida, a data-limite (`POST BloqueioManual`). Os erros do servidor
 * (400 com o campo) aparecem no próprio diálogo; tudo fica na auditoria.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { formatMoeda } from '../../../domain/formatos.ts';
import { selecaoAoFocar } from '../../components/numeros.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { baixarFatura, bloqueioManual, type Fatura } from './api.ts';

const hojeIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** Baixa manual de uma fatura: valor (pré-preenchido com o da fatura, em pt-BR), data e motivo. */
export function DialogoBaixaManual({ fatura, aoFechar }: { fatura: Fatura; aoFechar: (feito: boolean) => void }) {
  const [valor, setValor] = useState(Number(fatura.valor).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  const [data, setData] = useState(hojeIso());
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const confirmar = async () => {
    setOcupado(true);
    setErro(null);
    try {
      await baixarFatura(fatura.id, { valor_pago: valor, data_pagamento: data, motivo });
      aoFechar(true);
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialog open onClose={() => aoFechar(false)} fullWidth maxWidth="xs">
      <DialogTitle>Baixa manual da fatura</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">
            {fatura.emitente}: {fatura.descricao} ({formatMoeda(fatura.valor)}). A baixa fica registrada na auditoria com o motivo.
          </Alert>
          <TextField
            label="Valor pago (R$)"
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            {...selecaoAoFocar}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Data do pagamento"
            type="date"
            value={data}
            onChange={(e) => setData(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hojeIso() } }}
          />
          <TextField
            label="Motivo"
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            multiline
            minRows={2}
            helperText="Ex.: depósito identificado no extrato"
          />
          {erro && <Alert severity="error">{erro}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => aoFechar(false)}>Cancelar</Button>
        <Button variant="contained" onClick={() => void confirmar()} disabled={ocupado}>
          Confirmar baixa
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Bloqueio ou desbloqueio manual de uma empresa, com motivo (e data-limite quando ela tem fatura vencida). */
export function DialogoBloqueioManual({
  empresa,
  acao,
  vencida,
  aoFechar,
}: {
  empresa: { emitente_id: number; emitente: string };
  acao: 'bloquear' | 'desbloquear';
  /** a empresa tem fatura vencida além da tolerância: desbloquear pede até quando */
  vencida: boolean;
  aoFechar: (feito: boolean) => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [ate, setAte] = useState(hojeIso());
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const pedeData = acao === 'desbloquear' && vencida;
  const confirmar = async () => {
    setOcupado(true);
    setErro(null);
    try {
      await bloqueioManual(empresa.emitente_id, { acao, motivo, ...(pedeData ? { liberado_ate: ate } : {}) });
      aoFechar(true);
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialog open onClose={() => aoFechar(false)} fullWidth maxWidth="xs">
      <DialogTitle>{acao === 'bloquear' ? 'Bloquear empresa' : 'Desbloquear empresa'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity={acao === 'bloquear' ? 'warning' : 'info'}>
            {acao === 'bloquear'
              ? `${empresa.emitente} fica somente leitura até ser desbloqueada: consultas e downloads continuam.`
              : pedeData
                ? `${empresa.emitente} tem fatura vencida: informe até quando ela volta a gravar.`
                : `${empresa.emitente} volta a gravar.`}
          </Alert>
          <TextField label="Motivo" value={motivo} onChange={(e) => setMotivo(e.target.value)} multiline minRows={2} />
          {pedeData && (
            <TextField label="Liberada até" type="date" value={ate} onChange={(e) => setAte(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          )}
          {erro && <Alert severity="error">{erro}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => aoFechar(false)}>Cancelar</Button>
        <Button variant="contained" color={acao === 'bloquear' ? 'error' : 'primary'} onClick={() => void confirmar()} disabled={ocupado}>
          {acao === 'bloquear' ? 'Bloquear' : 'Desbloquear'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

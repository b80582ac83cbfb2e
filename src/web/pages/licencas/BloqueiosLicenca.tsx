/**
 * Bloqueios de licença (SPEC §2 Gestão › licencarecebivel/consultarbloqueio): empresas com fatura
 * vencida, as já bloqueadas (somente leitura) e as ainda na tolerância, com o valor em aberto, e as
 * bloqueadas ou liberadas à mão pelo administrador (com o motivo). O administrador bloqueia e
 * desbloqueia daqui (e da lista de licenças).
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatMoeda } from '../../../domain/formatos.ts';
import { formatCnpj } from '../../../domain/documentos.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { usePermissoes } from '../../session/useSessao.ts';
import { type EmpresaBloqueada, empresasBloqueadas } from './api.ts';
import { DialogoBloqueioManual } from './DialogoAtoManual.tsx';

const br = (iso: string | null) => (iso ?? '').split('-').reverse().join('/');
function rotulo(x: EmpresaBloqueada): [string, 'error' | 'warning' | 'info'] {
  if (x.manual === 'bloqueado') return ['Bloqueada pelo administrador', 'error'];
  if (x.manual === 'liberado') return [`Liberada até ${br(x.liberado_ate)}`, 'info'];
  return x.bloqueado ? ['Somente leitura', 'error'] : ['Na tolerância', 'warning'];
}

export default function BloqueiosLicenca() {
  const [lista, setLista] = useState<EmpresaBloqueada[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [ato, setAto] = useState<{ x: EmpresaBloqueada; acao: 'bloquear' | 'desbloquear' } | null>(null);
  const admin = usePermissoes().nivel === 'admin';
  const carregar = useCallback(() => {
    empresasBloqueadas().then(setLista, (e) => setErro(mensagemDeErro(e)));
  }, []);
  useEffect(() => carregar(), [carregar]);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Empresas com fatura de licença vencida ou bloqueio manual
      </Typography>
      {erro && <Alert severity="error">{erro}</Alert>}
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Bloqueios de licença">
          <TableHead>
            <TableRow>
              <TableCell>Empresa</TableCell>
              <TableCell>Revenda</TableCell>
              <TableCell>Vencida desde</TableCell>
              <TableCell align="right">Em aberto</TableCell>
              <TableCell>Situação</TableCell>
              {admin && <TableCell align="right">Ações</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {lista?.length === 0 && (
              <TableRow>
                <TableCell colSpan={admin ? 6 : 5}>Nenhuma empresa com fatura vencida ou bloqueio manual.</TableCell>
              </TableRow>
            )}
            {(lista ?? []).map((x) => (
              <TableRow key={x.emitente_id}>
                <TableCell>
                  {x.emitente}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {formatCnpj(x.cnpj)}
                  </Typography>
                </TableCell>
                <TableCell>{x.revenda}</TableCell>
                <TableCell>{x.vencimento ? br(x.vencimento) : '—'}</TableCell>
                <TableCell align="right">
                  {formatMoeda(x.valor_aberto)} ({x.faturas})
                </TableCell>
                <TableCell>
                  <Chip size="small" color={rotulo(x)[1]} label={rotulo(x)[0]} />
                  {x.motivo_manual && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {x.motivo_manual}
                    </Typography>
                  )}
                </TableCell>
                {admin && (
                  <TableCell align="right">
                    {x.bloqueado ? (
                      <Button size="small" onClick={() => setAto({ x, acao: 'desbloquear' })}>
                        Desbloquear
                      </Button>
                    ) : (
                      <Button size="small" color="error" onClick={() => setAto({ x, acao: 'bloquear' })}>
                        Bloquear
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {ato && (
        <DialogoBloqueioManual
          empresa={ato.x}
          acao={ato.acao}
          vencida={ato.x.faturas > 0}
          aoFechar={(feito) => {
            setAto(null);
            if (feito) carregar();
          }}
        />
      )}
    </Box>
  );
}

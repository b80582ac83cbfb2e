/**
 * Licenças (SPEC §2 Gestão › licencarecebivel/consultarlicencas): cada empresa da cadeia com o
 * plano vigente, usuários (inclusos e adicionais), valor mensal, situação da licença e a última fatura.
 * O administrador bloqueia uma empresa à mão daqui (motivo, auditado); o desbloqueio fica na tela de
 * bloqueios, onde a empresa bloqueada aparece.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatMoeda } from '../../../domain/formatos.ts';
import { formatCnpj } from '../../../domain/documentos.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { usePermissoes } from '../../session/useSessao.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { consultarLicencas, type LicencaEmpresa } from './api.ts';
import { DialogoBloqueioManual } from './DialogoAtoManual.tsx';

export const SITUACAO_LICENCA = {
  em_dia: ['Em dia', 'success'],
  vencida: ['Vencida', 'warning'],
  bloqueada: ['Bloqueada', 'error'],
  sem_fatura: ['Sem fatura', 'default'],
} as const;

export default function LicencasEmpresas() {
  const [lista, setLista] = useState<LicencaEmpresa[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [bloqueando, setBloqueando] = useState<LicencaEmpresa | null>(null);
  const admin = usePermissoes().nivel === 'admin';
  const alertas = useAlertas();
  const carregar = useCallback(() => {
    consultarLicencas().then(setLista, (e) => setErro(mensagemDeErro(e)));
  }, []);
  useEffect(() => carregar(), [carregar]);
  return (
    <Box sx={{ py: 2 }}>
      {erro && <Alert severity="error">{erro}</Alert>}
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Licenças">
          <TableHead>
            <TableRow>
              <TableCell>Empresa</TableCell>
              <TableCell>Plano</TableCell>
              <TableCell align="right">Usuários</TableCell>
              <TableCell align="right">Valor mensal</TableCell>
              <TableCell>Licença</TableCell>
              <TableCell>Última fatura</TableCell>
              {admin && <TableCell align="right">Ações</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {lista?.length === 0 && (
              <TableRow>
                <TableCell colSpan={admin ? 7 : 6}>Nenhuma empresa.</TableCell>
              </TableRow>
            )}
            {(lista ?? []).map((l) => (
              <TableRow key={l.emitente_id} data-testid={`licenca-${l.emitente_id}`}>
                <TableCell>
                  {l.emitente}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {formatCnpj(l.cnpj)}
                  </Typography>
                </TableCell>
                <TableCell>
                  {l.plano ?? '—'}
                  <Typography variant="caption" component="div" color="text.secondary">
                    Pacote {l.tipo_pacote}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  {l.usuarios}
                  {l.usuarios_inclusos !== null && ` / ${l.usuarios_inclusos} inclusos`}
                </TableCell>
                <TableCell align="right">{l.valor_mensal ? formatMoeda(l.valor_mensal) : '—'}</TableCell>
                <TableCell>
                  <Chip size="small" label={SITUACAO_LICENCA[l.licenca][0]} color={SITUACAO_LICENCA[l.licenca][1]} />
                </TableCell>
                <TableCell>{l.ultima_competencia ? `${l.ultima_competencia.split('-').reverse().join('/')} (${l.ultima_situacao})` : '—'}</TableCell>
                {admin && (
                  <TableCell align="right">
                    <Button size="small" color="error" onClick={() => setBloqueando(l)}>
                      Bloquear
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {bloqueando && (
        <DialogoBloqueioManual
          empresa={bloqueando}
          acao="bloquear"
          vencida={false}
          aoFechar={(feito) => {
            setBloqueando(null);
            if (feito) {
              void alertas.success('Empresa bloqueada para alterações. Desbloqueie em Bloqueios de licença.');
              carregar();
            }
          }}
        />
      )}
    </Box>
  );
}

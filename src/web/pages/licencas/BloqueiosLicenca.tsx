/**
 * Bloqueios de licença (SPEC §2 Gestão › licencarecebivel/consultarbloqueio): empresas com fatura
 * vencida, as já bloqueadas (somente leitura) e as ainda na tolerância, com o valor em aberto.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatMoeda } from '../../../domain/formatos.ts';
import { formatCnpj } from '../../../domain/documentos.ts';
import { mensagemDeErro } from '../nfe/api.ts';
import { type EmpresaBloqueada, empresasBloqueadas } from './api.ts';

export default function BloqueiosLicenca() {
  const [lista, setLista] = useState<EmpresaBloqueada[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    empresasBloqueadas().then(setLista, (e) => setErro(mensagemDeErro(e)));
  }, []);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Empresas com fatura de licença vencida
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
            </TableRow>
          </TableHead>
          <TableBody>
            {lista?.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>Nenhuma empresa com fatura vencida.</TableCell>
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
                <TableCell>{x.vencimento.split('-').reverse().join('/')}</TableCell>
                <TableCell align="right">
                  {formatMoeda(x.valor_aberto)} ({x.faturas})
                </TableCell>
                <TableCell>
                  <Chip size="small" color={x.bloqueado ? 'error' : 'warning'} label={x.bloqueado ? 'Somente leitura' : 'Na tolerância'} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

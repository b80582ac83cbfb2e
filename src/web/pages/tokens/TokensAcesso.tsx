/**
 * "Tokens de acesso (BI)" in the user menu (profile area): the user's personal
 * access tokens for the OData feed that Excel and Power BI open. Lists them (`GET /v1/TokenAcesso`:
 * name, prefix, company, dates, last use, state), creates one (`POST /v1/TokenAcesso/` with name and
 * validity; the secret is shown ONCE with a copy button and the connection steps) and revokes one
 * after confirmation (`DELETE /v1/TokenAcesso/{id}`; connections using it stop at once).
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { formatDataHora } from '../../../domain/index.ts';
import { apiData, requisitar } from '../../providers/http.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { mensagemDeErro } from '../../providers/erros.ts';
import type { components } from '../../../generated/openapi.d.ts';

/** An access token as listed, generated from its contract (src/contratos/conta.ts). */
type Token = components['schemas']['TokenAcesso'];

const SITUACAO: Record<Token['situacao'], { rotulo: string; cor: 'success' | 'default' | 'warning' }> = {
  ativo: { rotulo: 'Ativo', cor: 'success' },
  revogado: { rotulo: 'Revogado', cor: 'default' },
  expirado: { rotulo: 'Expirado', cor: 'warning' },
};

export default function TokensAcesso({ aberto, aoFechar, login }: { aberto: boolean; aoFechar: () => void; login: string }) {
  const alertas = useAlertas();
  const [tokens, setTokens] = useState<Token[]>([]);
  const [nome, setNome] = useState('');
  const [dias, setDias] = useState('90');
  const [erro, setErro] = useState<string | null>(null);
  const [novo, setNovo] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const urlFeed = `${window.location.origin}/OData`;

  const carregar = useCallback(async () => {
    try {
      setTokens(await apiData<Token[]>('/v1/TokenAcesso'));
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  }, []);

  useEffect(() => {
    if (aberto) {
      setNovo(null);
      setErro(null);
      void carregar();
    }
  }, [aberto, carregar]);

  const criar = async () => {
    setOcupado(true);
    try {
      const t = await apiData<components['schemas']['TokenAcessoCriado']>('/v1/TokenAcesso/', { method: 'POST', body: { nome, validade_dias: Number(dias) } });
      setNovo(t.token);
      setNome('');
      setErro(null);
      await carregar();
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };

  const revogar = async (t: Token) => {
    if (!(await alertas.question(`Revogar o token "${t.nome}"? As planilhas e painéis que o usam deixam de atualizar na hora.`))) return;
    try {
      await requisitar(`/v1/TokenAcesso/${t.id}`, { method: 'DELETE' });
      await carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  return (
    <Dialog open={aberto} onClose={aoFechar} maxWidth="md" fullWidth aria-labelledby="titulo-tokens">
      <DialogTitle id="titulo-tokens">Tokens de acesso (BI)</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Para ler os dados no Excel ou no Power BI: Obter dados › Feed OData, endereço <b>{urlFeed}</b>, autenticação Básica com o usuário <b>{login}</b> e um
          token como senha. O token só consulta (não grava nada) e vale para a empresa selecionada agora.
        </Typography>
        {novo && (
          <Alert severity="success" sx={{ mb: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Token criado. Copie agora: ele não será mostrado de novo.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                value={novo}
                size="small"
                fullWidth
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Token criado', style: { fontFamily: 'monospace' } } }}
              />
              <Button startIcon={<ContentCopy />} onClick={() => void navigator.clipboard?.writeText(novo)}>
                Copiar
              </Button>
            </Stack>
          </Alert>
        )}
        {erro && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {erro}
          </Alert>
        )}
        <Stack
          direction="row"
          spacing={2}
          sx={{ mb: 2, alignItems: 'center' }}
          component="form"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            void criar();
          }}
        >
          <TextField
            label="Nome do token"
            size="small"
            value={nome}
            onChange={(e) => setNome(e.target.value)}
            placeholder="Ex.: Power BI do financeiro"
            sx={{ flex: 1 }}
          />
          <TextField select label="Validade" size="small" value={dias} onChange={(e) => setDias(e.target.value)} sx={{ width: 140 }}>
            {[30, 90, 180, 365].map((d) => (
              <MenuItem key={d} value={String(d)}>
                {d} dias
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={ocupado}>
            Criar token
          </Button>
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Seus tokens de acesso">
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>Início</TableCell>
                <TableCell>Empresa</TableCell>
                <TableCell>Criado em</TableCell>
                <TableCell>Expira em</TableCell>
                <TableCell>Último uso</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {tokens.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>Você ainda não criou tokens de acesso.</TableCell>
                </TableRow>
              )}
              {tokens.map((t) => (
                <TableRow key={t.id}>
                  <TableCell>{t.nome}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{t.prefixo}…</TableCell>
                  <TableCell>{t.emitente_nome ?? '—'}</TableCell>
                  <TableCell>{formatDataHora(t.criado_em)}</TableCell>
                  <TableCell>{formatDataHora(t.expira_em)}</TableCell>
                  <TableCell>{t.ultimo_uso ? formatDataHora(t.ultimo_uso) : 'nunca'}</TableCell>
                  <TableCell>
                    <Chip size="small" color={SITUACAO[t.situacao].cor} label={SITUACAO[t.situacao].rotulo} />
                  </TableCell>
                  <TableCell align="right">
                    {t.situacao === 'ativo' && (
                      <Button size="small" color="error" onClick={() => void revogar(t)}>
                        Revogar
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={aoFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

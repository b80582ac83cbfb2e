/**
 * Faturas de licença (SPEC §2 Gestão › licencarecebivel/consultar e Licença › fatura/licenca/consultar):
 * a receber para o administrador (que gera as faturas do mês e dá baixa manual), a pagar para
 * master/distribuidor/revenda, e as da própria empresa (revenda 1). Pagar: PIX (só com PSP
 * configurado: `GET FormasPagamento`) ou boleto. A baixa manual pede valor, data e motivo.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { formatMoeda } from '../../../domain/formatos.ts';
import { formatCnpj } from '../../../domain/documentos.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { usePermissoes } from '../../session/useSessao.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { type Fatura, type FormasPagamento, formasPagamento, gerarFaturas, listarFaturas } from './api.ts';
import { DialogoBaixaManual } from './DialogoAtoManual.tsx';
import { DialogoPagamento } from './DialogoPagamento.tsx';
import { DialogoCobranca } from './DialogoCobranca.tsx';

const COR = { aberto: 'warning', vencido: 'error', pago: 'success', cancelado: 'default' } as const;
const ROTULO = { aberto: 'Em aberto', vencido: 'Vencida', pago: 'Paga', cancelado: 'Cancelada' } as const;
/** Como cada forma de pagamento aparece na situação "Paga (...)". */
const FORMA: Record<string, string> = { boleto: 'boleto', pix: 'PIX', mercadopago: 'Mercado Pago', manual: 'baixa manual' };
const br = (iso: string) => iso.split('-').reverse().join('/');
const hojeIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const mesAtual = () => hojeIso().slice(0, 7);

export default function FaturasLicenca({ empresa = false }: { empresa?: boolean }) {
  const alertas = useAlertas();
  const { nivel } = usePermissoes();
  const admin = nivel === 'admin';
  const [competencia, setCompetencia] = useState(empresa ? '' : mesAtual());
  const [faturas, setFaturas] = useState<Fatura[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [pagando, setPagando] = useState<{ f: Fatura; meio: 'pix' | 'boleto' } | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [configurando, setConfigurando] = useState(false);
  const [baixando, setBaixando] = useState<Fatura | null>(null);
  const [formas, setFormas] = useState<FormasPagamento | null>(null);
  useEffect(() => {
    formasPagamento().then(setFormas, () => setFormas({ pix: false, mercado_pago: false, boleto: true }));
  }, []);

  const carregar = useCallback(async () => {
    try {
      setFaturas(await listarFaturas(competencia || undefined));
      setErro(null);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  }, [competencia]);
  useEffect(() => void carregar(), [carregar]);

  const gerar = async () => {
    setOcupado(true);
    try {
      // data de geração: hoje no mês corrente (o vencimento respeita o prazo mínimo); dia 1 nos demais
      const alvo = competencia || mesAtual();
      const r = await gerarFaturas(alvo === mesAtual() ? hojeIso() : `${alvo}-01`);
      await alertas.success(r.Message ?? 'Faturas geradas.');
      await carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };
  const total = (faturas ?? []).reduce((s, f) => s + Number(f.valor), 0);
  const titulo = empresa ? 'Faturas de licença da sua empresa' : admin ? 'Faturas de licença a receber' : 'Faturas de licença a pagar';

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {titulo}
        </Typography>
        <TextField
          label="Competência"
          type="month"
          size="small"
          value={competencia}
          onChange={(e) => setCompetencia(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {admin && <Button onClick={() => setConfigurando(true)}>Configurar cobrança</Button>}
        {admin && (
          <Button variant="contained" onClick={() => void gerar()} disabled={ocupado}>
            Gerar faturas do mês
          </Button>
        )}
      </Stack>
      {erro && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {erro}
        </Alert>
      )}
      <TableContainer component={Paper}>
        <Table size="small" aria-label={titulo}>
          <TableHead>
            <TableRow>
              <TableCell>Empresa</TableCell>
              {!empresa && <TableCell>Revenda</TableCell>}
              <TableCell>Competência</TableCell>
              <TableCell>Vencimento</TableCell>
              <TableCell align="right">Valor</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell align="right">Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {faturas?.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>Nenhuma fatura {competencia ? `em ${competencia.split('-').reverse().join('/')}` : ''}.</TableCell>
              </TableRow>
            )}
            {(faturas ?? []).map((f) => (
              <TableRow key={f.id} data-testid={`fatura-${f.emitente_id}-${f.competencia.slice(0, 7)}`}>
                <TableCell>
                  {f.emitente}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {formatCnpj(f.cnpj)} · {f.descricao}
                  </Typography>
                </TableCell>
                {!empresa && <TableCell>{f.revenda ?? '—'}</TableCell>}
                <TableCell>{br(f.competencia).slice(3)}</TableCell>
                <TableCell>{br(f.vencimento)}</TableCell>
                <TableCell align="right">{formatMoeda(f.valor)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={COR[f.status]}
                    label={f.status === 'pago' && f.forma_pagamento ? `Paga (${FORMA[f.forma_pagamento] ?? f.forma_pagamento})` : ROTULO[f.status]}
                  />
                </TableCell>
                <TableCell align="right">
                  {f.situacao === 'aberto' && (
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      {formas?.pix && (
                        <Button size="small" variant="contained" onClick={() => setPagando({ f, meio: 'pix' })}>
                          Pagar com PIX
                        </Button>
                      )}
                      <Button size="small" variant={formas && !formas.pix ? 'contained' : 'text'} onClick={() => setPagando({ f, meio: 'boleto' })}>
                        Boleto
                      </Button>
                      {admin && (
                        <Button size="small" color="secondary" onClick={() => setBaixando(f)}>
                          Baixa manual
                        </Button>
                      )}
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!!faturas?.length && (
        <Typography sx={{ mt: 1, textAlign: 'right' }} color="text.secondary">
          {faturas.length} fatura(s) · total {formatMoeda(total.toFixed(2))}
        </Typography>
      )}
      {configurando && (
        <DialogoCobranca
          aoFechar={(salvo) => {
            setConfigurando(false);
            if (salvo) void alertas.success('Configuração da cobrança salva. Vale para as próximas faturas.');
          }}
        />
      )}
      {baixando && (
        <DialogoBaixaManual
          fatura={baixando}
          aoFechar={(feito) => {
            setBaixando(null);
            if (feito) {
              void alertas.success('Fatura baixada.');
              void carregar();
            }
          }}
        />
      )}
      {pagando && (
        <DialogoPagamento
          fatura={pagando.f}
          meio={pagando.meio}
          aoFechar={() => {
            setPagando(null);
            void carregar();
          }}
        />
      )}
    </Box>
  );
}

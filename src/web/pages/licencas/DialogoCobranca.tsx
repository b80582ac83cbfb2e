/**
 * "Configurar cobrança" do administrador: preço de cada plano (por tipo de
 * pacote: mensal, usuários inclusos, por usuário adicional), dia de vencimento, dias de tolerância
 * antes do bloqueio e o recebedor PIX. Grava tudo de uma vez (`PUT /v1/licencarecebivel/Parametros`);
 * os erros do servidor aparecem no campo. Vale para as próximas faturas.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Stack, TextField, Typography } from '@mui/material';
import { errosDeCampo } from '../../providers/http.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { lerParametros, type ParametrosCobranca, salvarParametros } from './api.ts';

export function DialogoCobranca({ aoFechar }: { aoFechar: (salvo: boolean) => void }) {
  const [d, setD] = useState<ParametrosCobranca | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [campos, setCampos] = useState<Record<string, string[]>>({});
  useEffect(() => {
    lerParametros().then(setD, (e) => setErro(mensagemDeErro(e)));
  }, []);

  const salvar = async () => {
    if (!d) return;
    try {
      await salvarParametros(d);
      aoFechar(true);
    } catch (e) {
      const porCampo = errosDeCampo((e as { body?: unknown }).body);
      setCampos(porCampo);
      setErro(Object.keys(porCampo).length ? 'Verifique os campos destacados.' : mensagemDeErro(e));
    }
  };
  const p = d?.parametro;
  const setP = (k: keyof ParametrosCobranca['parametro'], v: string) =>
    d && setD({ ...d, parametro: { ...d.parametro, [k]: ['dia_vencimento', 'dias_bloqueio'].includes(k) ? Number(v) : v } });
  const setPlano = (i: number, k: string, v: string) =>
    d && setD({ ...d, planos: d.planos.map((x, j) => (j === i ? { ...x, [k]: k === 'usuarios_inclusos' ? Number(v) : v } : x)) });
  const setA = (k: 'agencia' | 'conta' | 'beneficiario' | 'cnpj', v: string) => d?.agencia && setD({ ...d, agencia: { ...d.agencia, [k]: v } });
  const ajuda = (k: string) => ({ error: !!campos[k], helperText: campos[k]?.[0] });

  return (
    <Dialog open onClose={() => aoFechar(false)} maxWidth="md" fullWidth>
      <DialogTitle>Configurar cobrança das licenças</DialogTitle>
      <DialogContent>
        {erro && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {erro}
          </Alert>
        )}
        {p && d && (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 3 }}>
                <TextField
                  label="Dia de vencimento"
                  type="number"
                  fullWidth
                  value={p.dia_vencimento}
                  onChange={(e) => setP('dia_vencimento', e.target.value)}
                  {...ajuda('parametro.dia_vencimento')}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <TextField
                  label="Dias até o bloqueio"
                  type="number"
                  fullWidth
                  value={p.dias_bloqueio}
                  onChange={(e) => setP('dias_bloqueio', e.target.value)}
                  {...ajuda('parametro.dias_bloqueio')}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  label="Chave PIX"
                  fullWidth
                  value={p.chave_pix}
                  onChange={(e) => setP('chave_pix', e.target.value)}
                  {...ajuda('parametro.chave_pix')}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  label="Recebedor"
                  fullWidth
                  value={p.nome_recebedor}
                  onChange={(e) => setP('nome_recebedor', e.target.value)}
                  {...ajuda('parametro.nome_recebedor')}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  label="Cidade do recebedor"
                  fullWidth
                  value={p.cidade_recebedor}
                  onChange={(e) => setP('cidade_recebedor', e.target.value)}
                  {...ajuda('parametro.cidade_recebedor')}
                />
              </Grid>
            </Grid>
            {d.agencia && (
              <>
                <Typography variant="subtitle1" component="h3">
                  Boleto (Itaú, carteira 109) — próximo nosso número {d.agencia.proximo_nosso_numero}
                </Typography>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <TextField
                      label="Agência"
                      fullWidth
                      value={d.agencia.agencia}
                      onChange={(e) => setA('agencia', e.target.value)}
                      {...ajuda('agencia.agencia')}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <TextField label="Conta" fullWidth value={d.agencia.conta} onChange={(e) => setA('conta', e.target.value)} {...ajuda('agencia.conta')} />
                  </Grid>
                  <Grid size={{ xs: 12, md: 5 }}>
                    <TextField
                      label="Beneficiário"
                      fullWidth
                      value={d.agencia.beneficiario}
                      onChange={(e) => setA('beneficiario', e.target.value)}
                      {...ajuda('agencia.beneficiario')}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, md: 3 }}>
                    <TextField
                      label="CNPJ do beneficiário"
                      fullWidth
                      value={d.agencia.cnpj}
                      onChange={(e) => setA('cnpj', e.target.value)}
                      {...ajuda('agencia.cnpj')}
                    />
                  </Grid>
                </Grid>
              </>
            )}
            <Typography variant="subtitle1" component="h3">
              Planos por tipo de pacote
            </Typography>
            {d.planos.map((x, i) => (
              <Grid container spacing={2} key={x.tipo_pacote}>
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextField
                    label={`Pacote ${x.tipo_pacote}`}
                    fullWidth
                    value={x.descricao}
                    onChange={(e) => setPlano(i, 'descricao', e.target.value)}
                    {...ajuda(`planos[${i}].descricao`)}
                  />
                </Grid>
                <Grid size={{ xs: 4, md: 3 }}>
                  <TextField
                    label={`Mensal do pacote ${x.tipo_pacote} (R$)`}
                    fullWidth
                    value={x.valor_mensal}
                    onChange={(e) => setPlano(i, 'valor_mensal', e.target.value.replace(',', '.'))}
                    {...ajuda(`planos[${i}].valor_mensal`)}
                  />
                </Grid>
                <Grid size={{ xs: 4, md: 2 }}>
                  <TextField
                    label="Usuários inclusos"
                    type="number"
                    fullWidth
                    value={x.usuarios_inclusos}
                    onChange={(e) => setPlano(i, 'usuarios_inclusos', e.target.value)}
                    {...ajuda(`planos[${i}].usuarios_inclusos`)}
                  />
                </Grid>
                <Grid size={{ xs: 4, md: 3 }}>
                  <TextField
                    label="Por usuário adicional (R$)"
                    fullWidth
                    value={x.valor_usuario_adicional}
                    onChange={(e) => setPlano(i, 'valor_usuario_adicional', e.target.value.replace(',', '.'))}
                    {...ajuda(`planos[${i}].valor_usuario_adicional`)}
                  />
                </Grid>
              </Grid>
            ))}
            <Alert severity="info">Vale para as próximas faturas; as já geradas não mudam.</Alert>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => aoFechar(false)}>Cancelar</Button>
        <Button variant="contained" onClick={() => void salvar()} disabled={!d}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

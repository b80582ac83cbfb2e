/**
 * Gerenciar restrições (SPEC §2 Gestão › restricoes/gerenciar, administrador; §6 "Administrator
 * area"): para cada tipo de usuário da cadeia, as regras de gestão marcadas (só as que se aplicam ao
 * nível), agrupadas por módulo; "Salvar" grava a lista (AddRestricoes). Também completa os catálogos
 * padrão com as regras novas do produto e dá às empresas as regras do pacote que faltam.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useAlertas } from '../../layout/alerts.tsx';
import { mensagemDeErro } from '../nfe/api.ts';
import { aplicarRegrasEmpresas, completarCatalogos, type RegraPadrao, restricoesPadrao, salvarRestricoes, type TipoComRegras } from './api.ts';

export default function RestricoesGerenciar() {
  const alertas = useAlertas();
  const [dados, setDados] = useState<{ padrao: RegraPadrao[]; tipos: TipoComRegras[] } | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [tipoId, setTipoId] = useState<number | ''>('');
  const [marcadas, setMarcadas] = useState<Set<string>>(new Set());

  const carregar = useCallback(async (manter?: number) => {
    try {
      const d = await restricoesPadrao();
      setDados(d);
      const t = d.tipos.find((x) => x.id === manter) ?? d.tipos[0];
      setTipoId(t?.id ?? '');
      setMarcadas(new Set(t?.regras ?? []));
      setErro(null);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  }, []);
  useEffect(() => void carregar(), [carregar]);

  const tipo = dados?.tipos.find((t) => t.id === tipoId);
  const modulos = useMemo(() => {
    const m = new Map<string, RegraPadrao[]>();
    for (const r of dados?.padrao ?? []) {
      if (!tipo || !r.niveis.includes(tipo.nivel)) continue;
      m.set(r.modulo, [...(m.get(r.modulo) ?? []), r]);
    }
    return [...m.entries()];
  }, [dados, tipo]);

  const trocarTipo = (id: number) => {
    setTipoId(id);
    setMarcadas(new Set(dados?.tipos.find((t) => t.id === id)?.regras ?? []));
  };
  const alternar = (regra: string) =>
    setMarcadas((s) => {
      const n = new Set(s);
      if (n.has(regra)) n.delete(regra);
      else n.add(regra);
      return n;
    });
  const salvar = async () => {
    if (tipoId === '') return;
    try {
      const r = await salvarRestricoes(tipoId, [...marcadas]);
      await alertas.success(r.Message ?? 'Permissões salvas.');
      await carregar(tipoId);
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };
  const completar = async () => {
    try {
      const n = await completarCatalogos();
      const e = await aplicarRegrasEmpresas();
      await alertas.success(`${n} regra(s) padrão incluída(s). ${e.Message ?? ''}`);
      await carregar(tipoId === '' ? undefined : tipoId);
    } catch (err) {
      await alertas.error(mensagemDeErro(err));
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      {erro && <Alert severity="error">{erro}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <TextField select label="Tipo de usuário" size="small" value={tipoId} onChange={(e) => trocarTipo(Number(e.target.value))} sx={{ minWidth: 260 }}>
          {(dados?.tipos ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.tipo}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => void completar()}>Completar regras padrão</Button>
        <Button variant="contained" onClick={() => void salvar()} disabled={tipoId === ''}>
          Salvar
        </Button>
      </Stack>
      {tipo?.nivel === 'admin' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          O Administrador sempre mantém a gestão de restrições, para não perder o acesso a esta tela.
        </Alert>
      )}
      <Stack spacing={2}>
        {modulos.map(([modulo, regras]) => (
          <Paper key={modulo} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              {modulo}
            </Typography>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
              {regras.map((r) => (
                <FormControlLabel
                  key={r.regra}
                  control={<Checkbox size="small" checked={marcadas.has(r.regra)} onChange={() => alternar(r.regra)} />}
                  label={r.descricao}
                  title={r.regra}
                />
              ))}
            </FormGroup>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

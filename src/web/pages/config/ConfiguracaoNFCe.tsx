/**
 * Bloco "NFC-e" da tela de configurações, com GET /v1/GerenciadorNFCe/Configuracao:
 *
 * - CSC do ambiente do emitente: identificador e código mascarado (o código nunca volta do servidor
 *   inteiro); gravar um CSC gerado no portal da SEFAZ (PUT /v1/GerenciadorNFCe/CSC) e, quando a UF
 *   oferece o webservice de administração do CSC, "Consultar CSC na SEFAZ", "Gerar novo CSC" e
 *   "Revogar" (POST /v1/GerenciadorNFCe/CSC/Sefaz);
 * - contingência da NFC-e: off-line (tpEmis 9) ou, só para SP, EPEC da SEFAZ-SP (tpEmis 4)
 *   (PUT /v1/GerenciadorNFCe/ModalidadeContingencia) e o status do ambiente EPEC.
 *
 * As ações só aparecem com `Permitir.Configuracao.Alterar` (`pode_alterar`).
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { apiData, requisitar } from '../../providers/http.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { mensagemDeErro } from '../../providers/erros.ts';
import type { components } from '../../../generated/openapi.d.ts';

/** Types of the NFC-e settings actions, generated from their contracts (src/contratos/gerenciador-nfce.ts). */
type ConfigNFCe = components['schemas']['ConfiguracaoNFCe'];

type RespostaCscSefaz = components['schemas']['CscSefaz'];

const OPERACOES = {
  consultar: { rotulo: 'Consultar CSC na SEFAZ', pergunta: null },
  gerar: { rotulo: 'Gerar novo CSC', pergunta: 'Pedir à SEFAZ um novo CSC? Ele passa a ser usado no QR Code das próximas NFC-e.' },
  revogar: {
    rotulo: 'Revogar',
    pergunta: 'Revogar na SEFAZ o CSC em uso? QR Codes novos com ele deixam de ser aceitos; se houver outro CSC ativo, ele passa a ser usado.',
  },
} as const;

export function ConfiguracaoNFCe() {
  const alertas = useAlertas();
  const [cfg, setCfg] = useState<ConfigNFCe | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [idToken, setIdToken] = useState('');
  const [csc, setCsc] = useState('');
  const [ativos, setAtivos] = useState<RespostaCscSefaz['ativos'] | null>(null);
  const [statusEpec, setStatusEpec] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const carregar = useCallback(() => {
    apiData<ConfigNFCe>('/v1/GerenciadorNFCe/Configuracao')
      .then(setCfg)
      .catch((e) => setErro(mensagemDeErro(e)));
  }, []);
  useEffect(carregar, [carregar]);

  const executar = async (fn: () => Promise<string | null | undefined>) => {
    setOcupado(true);
    try {
      const msg = await fn();
      await alertas.success(msg ?? 'Feito.');
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setOcupado(false);
      carregar();
    }
  };

  const gravarCsc = () =>
    executar(async () => {
      const r = await requisitar('/v1/GerenciadorNFCe/CSC', { method: 'PUT', body: { ambiente: cfg?.ambiente, id_token: idToken, csc } });
      setCsc('');
      setIdToken('');
      return r.Message;
    });

  const operar = async (operacao: keyof typeof OPERACOES) => {
    const pergunta = OPERACOES[operacao].pergunta;
    if (pergunta && !(await alertas.question(pergunta))) return;
    await executar(async () => {
      const r = await requisitar<RespostaCscSefaz>('/v1/GerenciadorNFCe/CSC/Sefaz', { method: 'POST', body: { operacao } });
      setAtivos(r.Data.ativos);
      return r.Message;
    });
  };

  const mudarModalidade = (modalidade: string) =>
    executar(async () => (await requisitar('/v1/GerenciadorNFCe/ModalidadeContingencia', { method: 'PUT', body: { modalidade } })).Message);

  const consultarEpec = async () => {
    setStatusEpec(null);
    try {
      const r = await requisitar<components['schemas']['StatusEpecNFCe']>('/v1/GerenciadorNFCe/ConsultarStatusEPEC');
      setStatusEpec(r.Message ?? `${r.Data.cStat} - ${r.Data.xMotivo}`);
    } catch (e) {
      setStatusEpec(mensagemDeErro(e));
    }
  };

  if (erro) return <Alert severity="error">{erro}</Alert>;
  if (!cfg) return null;
  const pode = cfg.pode_alterar;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="config-nfce">
      <Typography variant="subtitle1" gutterBottom>
        NFC-e ({cfg.ambiente === 1 ? 'produção' : 'homologação'})
      </Typography>
      <Stack spacing={2}>
        <Typography variant="body2" data-testid="csc-atual">
          {cfg.csc
            ? `CSC em uso: identificador ${cfg.csc.id_token}, código ${cfg.csc.csc_mascarado}`
            : 'Nenhum CSC gravado: as NFC-e saem com o QR Code versão 3.'}
        </Typography>
        {pode && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Identificador do CSC"
              size="small"
              value={idToken}
              onChange={(e) => setIdToken(e.target.value.replace(/\D/g, '').slice(0, 6))}
              sx={{ width: 180 }}
            />
            <TextField
              label="CSC"
              size="small"
              type="password"
              autoComplete="off"
              value={csc}
              onChange={(e) => setCsc(e.target.value.trim())}
              slotProps={{ htmlInput: { maxLength: 36 } }}
              sx={{ flex: 1 }}
            />
            <Button variant="outlined" disabled={ocupado || !idToken || !csc} onClick={() => void gravarCsc()}>
              Gravar CSC
            </Button>
          </Stack>
        )}
        {pode && cfg.csc_servico_sefaz && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" disabled={ocupado} onClick={() => void operar('consultar')}>
              {OPERACOES.consultar.rotulo}
            </Button>
            <Button variant="outlined" disabled={ocupado} onClick={() => void operar('gerar')}>
              {OPERACOES.gerar.rotulo}
            </Button>
            {cfg.csc && (
              <Button variant="outlined" color="error" disabled={ocupado} onClick={() => void operar('revogar')}>
                {OPERACOES.revogar.rotulo}
              </Button>
            )}
          </Stack>
        )}
        {ativos && (
          <Typography variant="body2" data-testid="csc-ativos">
            {ativos.length ? `CSC ativos na SEFAZ: ${ativos.map((a) => `${a.id_token} (${a.csc_mascarado})`).join(', ')}` : 'Nenhum CSC ativo na SEFAZ.'}
          </Typography>
        )}
        {cfg.epec_disponivel && (
          <Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                select
                label="Contingência da NFC-e"
                size="small"
                value={cfg.modalidade_contingencia}
                onChange={(e) => void mudarModalidade(e.target.value)}
                disabled={!pode || ocupado}
                sx={{ minWidth: 320 }}
              >
                <MenuItem value="offline">Off-line (tpEmis 9)</MenuItem>
                <MenuItem value="epec">EPEC da SEFAZ-SP (tpEmis 4)</MenuItem>
              </TextField>
              <Button variant="text" onClick={() => void consultarEpec()}>
                Status do EPEC
              </Button>
            </Stack>
            {statusEpec && (
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="status-epec">
                {statusEpec}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              No EPEC, com a SEFAZ autorizadora fora do ar, a venda é registrada no ambiente EPEC da SEFAZ-SP e o DANFE sai na hora; se o EPEC também falhar, a
              venda segue em contingência off-line. As notas são transmitidas automaticamente quando a SEFAZ volta.
            </Typography>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

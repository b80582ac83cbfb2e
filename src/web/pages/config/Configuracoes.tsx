/**
 * `configuracoes/gerenciar` (alias `configuracoes/consultar`; SPEC §2 Configurações):
 * as preferências do emitente que o servidor usa (estoque negativo, baixa de estoque no faturamento,
 * kits desmembrados na NF-e, casas decimais da quantidade e do valor unitário, textos do e-mail da
 * NF-e e da NFC-e e cópia oculta), o bloco da NFC-e (CSC e contingência, ConfiguracaoNFCe.tsx), com o caminho para séries, ambiente e natureza padrão (emitente/gerenciar). Lê com `Permitir.Configuracao.Consultar`; "Salvar" só aparece com
 * `Permitir.Configuracao.Alterar` (`PUT /v1/Configuracao/SalvarConfiguracao`).
 */
import { useEffect, useState } from 'react';
import { LinkBase, useBasename } from 'react-admin';
import { Alert, Box, Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useAlertas } from '../../layout/alerts.tsx';
import { lerSessao } from '../../session/usuario.ts';
import { permissoesDe, temRegra } from '../../session/permissoes.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { lerPreferencias, type Preferencias, salvarPreferencias } from './api.ts';
import { esquecerCasasDecimais } from '../faturamento/editor/casasDecimais.ts';
import { ConfiguracaoNFCe } from './ConfiguracaoNFCe.tsx';

/** Marcadores dos textos do e-mail (os mesmos de pdv/email-nfce.ts no servidor). */
const MARCADORES = '{numero}, {serie}, {emitente}, {chave}, {url_consulta}, {valor}';
/** Marcadores do e-mail da NF-e (os de nfe/email-nfe.ts no servidor). */
const MARCADORES_NFE = '{numero}, {serie}, {emitente}, {destinatario}, {chave}, {valor}';
/** Faixas do leiaute 4.00: qCom com 0 a 4 casas, vUnCom com 0 a 10 (a empresa escolhe de 2 a 10). */
const CASAS_QUANTIDADE = [0, 1, 2, 3, 4];
const CASAS_VALOR = [2, 3, 4, 5, 6, 7, 8, 9, 10];

const POLITICAS: Array<{ valor: Preferencias['politica_estoque_negativo']; rotulo: string }> = [
  { valor: 'permitir', rotulo: 'Permitir' },
  { valor: 'avisar', rotulo: 'Permitir com aviso' },
  { valor: 'bloquear', rotulo: 'Bloquear' },
];

export default function Configuracoes() {
  const alertas = useAlertas();
  const basename = useBasename();
  const [p, setP] = useState<Preferencias | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const pode = temRegra(permissoesDe(lerSessao()), 'emitente', 'Permitir.Configuracao.Alterar');

  useEffect(() => {
    lerPreferencias()
      .then(setP)
      .catch((e) => setErro(mensagemDeErro(e)));
  }, []);

  const salvar = async () => {
    if (!p) return;
    try {
      const r = await salvarPreferencias(p);
      setP(r.Data);
      esquecerCasasDecimais();
      await alertas.success(r.Message ?? 'Configurações salvas.');
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };
  const mudar = <K extends keyof Preferencias>(k: K, v: Preferencias[K]) => setP((x) => (x ? { ...x, [k]: v } : x));

  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      {erro && <Alert severity="error">{erro}</Alert>}
      {p && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
              Estoque
            </Typography>
            <Stack spacing={2}>
              <TextField
                select
                label="Estoque negativo"
                size="small"
                value={p.politica_estoque_negativo}
                onChange={(e) => mudar('politica_estoque_negativo', e.target.value as Preferencias['politica_estoque_negativo'])}
                helperText="Saída maior que o saldo (faturamento, PDV, lançamentos): permitir, permitir com aviso ou bloquear."
                disabled={!pode}
                sx={{ maxWidth: 360 }}
              >
                {POLITICAS.map((o) => (
                  <MenuItem key={o.valor} value={o.valor}>
                    {o.rotulo}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Switch checked={p.baixa_estoque_faturamento} onChange={(e) => mudar('baixa_estoque_faturamento', e.target.checked)} disabled={!pode} />
                }
                label="Baixar o estoque quando a NF-e é autorizada"
              />
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              NF-e
            </Typography>
            <FormControlLabel
              control={<Switch checked={p.kit_desmembrar_nfe} onChange={(e) => mudar('kit_desmembrar_nfe', e.target.checked)} disabled={!pode} />}
              label="Desmembrar kits em itens na NF-e (valor do kit rateado pelo preço de venda de cada componente)"
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
              <TextField
                select
                label="Casas decimais da quantidade"
                size="small"
                value={p.casas_decimais_quantidade}
                onChange={(e) => mudar('casas_decimais_quantidade', Number(e.target.value))}
                helperText="De 0 a 4 (qCom da NF-e)."
                disabled={!pode}
                sx={{ minWidth: 240 }}
              >
                {CASAS_QUANTIDADE.map((n) => (
                  <MenuItem key={n} value={n}>
                    {n}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Casas decimais do valor unitário"
                size="small"
                value={p.casas_decimais_valor}
                onChange={(e) => mudar('casas_decimais_valor', Number(e.target.value))}
                helperText="De 2 a 10 (vUnCom da NF-e); o valor é guardado com até 4, o XML completa com zeros."
                disabled={!pode}
                sx={{ minWidth: 240 }}
              >
                {CASAS_VALOR.map((n) => (
                  <MenuItem key={n} value={n}>
                    {n}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              E-mail da NF-e ao destinatário
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Vai com o XML e o DANFE anexos quando a nota é enviada por e-mail. Marcadores: {MARCADORES_NFE}. Em branco, vale o texto padrão; o aviso de que o
              XML fica guardado por 5 anos é sempre acrescentado ao fim.
            </Typography>
            <Stack spacing={2}>
              <TextField
                label="Assunto do e-mail da NF-e"
                size="small"
                value={p.email_assunto_nfe ?? ''}
                onChange={(e) => mudar('email_assunto_nfe', e.target.value)}
                placeholder="NF-e nº {numero} série {serie} - {emitente}"
                slotProps={{ htmlInput: { maxLength: 150 } }}
                disabled={!pode}
              />
              <TextField
                label="Texto do e-mail da NF-e"
                size="small"
                multiline
                minRows={4}
                value={p.email_texto_nfe ?? ''}
                onChange={(e) => mudar('email_texto_nfe', e.target.value)}
                placeholder={
                  'Olá, {destinatario}!\n\nSegue a NF-e nº {numero} (série {serie}) de {emitente}, no valor de {valor}, com o XML e o DANFE anexos.\nChave de acesso: {chave}'
                }
                slotProps={{ htmlInput: { maxLength: 2000 } }}
                disabled={!pode}
              />
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              E-mail da NFC-e ao consumidor
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Vai com o XML e o DANFE anexos quando o caixa envia a nota por e-mail. Marcadores: {MARCADORES}. Em branco, vale o texto padrão; o aviso de que o
              XML fica guardado por 5 anos é sempre acrescentado ao fim.
            </Typography>
            <Stack spacing={2}>
              <TextField
                label="Assunto"
                size="small"
                value={p.email_assunto_nfce ?? ''}
                onChange={(e) => mudar('email_assunto_nfce', e.target.value)}
                placeholder="NFC-e nº {numero} série {serie} - {emitente}"
                slotProps={{ htmlInput: { maxLength: 150 } }}
                disabled={!pode}
              />
              <TextField
                label="Texto"
                size="small"
                multiline
                minRows={4}
                value={p.email_texto_nfce ?? ''}
                onChange={(e) => mudar('email_texto_nfce', e.target.value)}
                placeholder={
                  'Olá!\n\nSegue a NFC-e nº {numero} (série {serie}) de {emitente}, no valor de {valor}.\nChave de acesso: {chave}\nConsulte em: {url_consulta}'
                }
                slotProps={{ htmlInput: { maxLength: 2000 } }}
                disabled={!pode}
              />
              <TextField
                label="Cópia oculta para"
                size="small"
                type="email"
                value={p.email_copia ?? ''}
                onChange={(e) => mudar('email_copia', e.target.value)}
                helperText="Recebe uma cópia de cada e-mail de nota enviado (arquivo da contabilidade, por exemplo)."
                slotProps={{ htmlInput: { maxLength: 100 } }}
                disabled={!pode}
                sx={{ maxWidth: 420 }}
              />
            </Stack>
          </Paper>
          <ConfiguracaoNFCe />
          <Alert severity="info">
            Séries e numeração da NF-e e da NFC-e, ambiente (homologação ou produção), natureza da operação padrão e certificado digital ficam em{' '}
            <LinkBase to={`${basename}/emitente/gerenciar`}>Dados da empresa</LinkBase>.
          </Alert>
          {pode && (
            <Box>
              <Button variant="contained" onClick={() => void salvar()}>
                Salvar
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}

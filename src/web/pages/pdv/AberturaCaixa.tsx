/**
 * Abertura do caixa do PDV: fundo de troco (R$) e a opção de fechamento cego.
 * O fundo usa o campo de dinheiro do editor da NF-e (faturamento/campos.tsx: seleciona tudo ao
 * receber o foco, então digitar 150 sobre "100,00" dá 150,00); Enter abre o caixa de qualquer
 * campo, inclusive da caixa de fechamento cego. Erro do servidor num campo
 * aparece no próprio campo.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';
import { errosDeCampo } from '../../providers/http.ts';
import { CampoDecimal } from '../faturamento/campos.tsx';
import { pdvApi, type ResumoCaixa } from './api.ts';

export function AberturaCaixa({ onAberto }: { onAberto: (c: ResumoCaixa) => void }) {
  const [fundo, setFundo] = useState<number | null>(100);
  const [cego, setCego] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [erroFundo, setErroFundo] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const formulario = useRef<HTMLFormElement>(null);
  // o fundo de troco começa com o foco (o campo seleciona o valor ao recebê-lo)
  useEffect(() => {
    formulario.current?.querySelector('input')?.focus();
  }, []);
  const abrir = async () => {
    if (enviando) return;
    setErro(null);
    setErroFundo(null);
    if (fundo === null) {
      setErroFundo('Informe o fundo de troco (0,00 se o caixa começa sem dinheiro).');
      return;
    }
    if (fundo < 0) {
      setErroFundo('O fundo de troco não pode ser negativo.');
      return;
    }
    setEnviando(true);
    try {
      onAberto(await pdvApi.abrir(fundo.toFixed(2), cego));
    } catch (e) {
      const campos = errosDeCampo(corpoDoErro(e));
      if (campos.valor_abertura?.length) setErroFundo(`Fundo de troco: ${campos.valor_abertura.join('; ')}`);
      else setErro(mensagemDeErro(e));
    } finally {
      setEnviando(false);
    }
  };
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    void abrir();
  };
  // Enter numa caixa de seleção não envia um formulário por si (só campos de texto o fazem)
  const enterNaCaixa = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void abrir();
    }
  };
  return (
    <Card sx={{ maxWidth: 420, mx: 'auto', mt: 6 }}>
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          Abrir o caixa
        </Typography>
        <Stack component="form" ref={formulario} spacing={2} onSubmit={enviar} noValidate>
          <CampoDecimal
            label="Fundo de troco (R$)"
            value={fundo}
            onChange={(v) => {
              setFundo(v);
              setErroFundo(null);
            }}
            size="medium"
            error={!!erroFundo}
            helperText={erroFundo ?? undefined}
          />
          <FormControlLabel
            control={<Checkbox checked={cego} onChange={(e) => setCego(e.target.checked)} onKeyDown={enterNaCaixa} />}
            label="Fechamento cego (contar antes de ver o esperado)"
          />
          {erro && <Alert severity="error">{erro}</Alert>}
          <Button type="submit" variant="contained" disabled={enviando}>
            Enter - Abrir caixa
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * State and actions of the company sign-up: the two steps' data, which fields were touched,
 * server field errors (cleared as the field is edited), the CEP lookup (GET /v1/cep/{cep} fills
 * the address), the login availability check (POST /v1/getByUsuarioExists/), reCAPTCHA, and the
 * submit (POST /v1/registerEmitente/; on success, sign-in with the new login after 3.5 s).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import { navegar } from '../../../navegacao/roteador.tsx';
import { onlyDigits } from '../../../../domain/documentos.ts';
import { apiData, requisitar } from '../../../providers/http.ts';
import { useRecaptcha } from '../Recaptcha.tsx';
import { useTenant } from '../../../tenant/TenantContext.tsx';
import {
  corpoCadastro,
  EMPRESA_VAZIA,
  USUARIO_VAZIO,
  validarEmpresa,
  validarUsuario,
  type DadosEmpresa,
  type DadosUsuario,
  type Erros,
  type RespostaCep,
} from './dados.ts';

/** Everything the sign-up steps read and call. */
export type Cadastro = ReturnType<typeof useCadastro>;

/** The sign-up state of the current tenant URL (see the module comment). */
export function useCadastro() {
  const { url } = useTenant();
  const [passo, setPasso] = useState(0);
  const [empresa, setEmpresa] = useState<DadosEmpresa>(EMPRESA_VAZIA);
  const [usuario, setUsuario] = useState<DadosUsuario>(USUARIO_VAZIO);
  const [tocados, setTocados] = useState<Set<string>>(new Set());
  const [errosServidor, setErrosServidor] = useState<Erros>({});
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  // reCAPTCHA (when the server has it on): the checkbox above "Criar conta"
  const configRecaptcha = useRecaptcha();
  const [tokenRecaptcha, setTokenRecaptcha] = useState<string | null>(null);
  const [versaoRecaptcha, setVersaoRecaptcha] = useState(0);
  const recaptcha = { ativo: configRecaptcha?.ativo === true, token: tokenRecaptcha };
  const [concluido, setConcluido] = useState(false);
  const [cep, setCep] = useState<{ buscando: boolean; erro: string | null; consultado: string }>({ buscando: false, erro: null, consultado: '' });
  const [login, setLogin] = useState<{ verificando: boolean; emUso: boolean; verificado: string }>({ verificando: false, emUso: false, verificado: '' });
  const vivo = useRef(true);
  useEffect(
    () => () => {
      vivo.current = false;
    },
    [],
  );

  const errosEmpresa = validarEmpresa(empresa);
  const errosUsuario = validarUsuario(usuario, login.emUso && login.verificado === usuario.login.trim());
  if (cep.erro) errosEmpresa['Empresa.cep'] = cep.erro;

  const tocar = (campo: string) => setTocados((t) => (t.has(campo) ? t : new Set(t).add(campo)));
  const erroDe = (campo: string): string | null => errosServidor[campo] ?? (tocados.has(campo) ? (errosEmpresa[campo] ?? errosUsuario[campo] ?? null) : null);
  const limparServidor = (campo: string) =>
    setErrosServidor((e) => {
      if (!(campo in e)) return e;
      const { [campo]: _removido, ...resto } = e;
      return resto;
    });

  function mudarEmpresa<K extends keyof DadosEmpresa>(k: K, v: DadosEmpresa[K]) {
    setEmpresa((e) => ({ ...e, [k]: v }));
    limparServidor(`Empresa.${k}`);
  }
  function mudarUsuario<K extends keyof DadosUsuario>(k: K, v: DadosUsuario[K]) {
    setUsuario((u) => ({ ...u, [k]: v }));
    limparServidor(`Usuario.${k}`);
  }

  async function buscarCep(valor: string) {
    const digitos = onlyDigits(valor);
    if (digitos.length !== 8 || digitos === cep.consultado) return;
    setCep({ buscando: true, erro: null, consultado: digitos });
    try {
      const d = await apiData<RespostaCep>(`/v1/cep/${digitos}`, { semAuth: true });
      if (!vivo.current) return;
      if (!d?.cidade_id) throw new Error('CEP não encontrado');
      setEmpresa((e) => ({
        ...e,
        logradouro: d.logradouro || e.logradouro,
        bairro: d.bairro || e.bairro,
        cidade_id: d.cidade_id,
        cidade: d.cidade ?? '',
        uf: d.uf ?? e.uf,
      }));
      setCep({ buscando: false, erro: null, consultado: digitos });
    } catch {
      if (!vivo.current) return;
      setEmpresa((e) => ({ ...e, cidade_id: null, cidade: '' }));
      setCep({ buscando: false, erro: 'CEP não encontrado: confira o número', consultado: digitos });
    }
  }

  async function verificarLogin(valor: string) {
    const l = valor.trim();
    if (l.length < 3 || /\s/.test(l) || l === login.verificado) return;
    setLogin({ verificando: true, emUso: false, verificado: '' });
    try {
      const existe = await apiData<boolean>('/v1/getByUsuarioExists/', { method: 'POST', body: { Login: l }, semAuth: true });
      if (vivo.current) setLogin({ verificando: false, emUso: existe === true, verificado: l });
    } catch {
      if (vivo.current) setLogin({ verificando: false, emUso: false, verificado: '' });
    }
  }

  function continuar() {
    setTocados((t) => new Set([...t, ...Object.keys(validarEmpresa(EMPRESA_VAZIA))]));
    if (Object.keys(errosEmpresa).length === 0) {
      setPasso(1);
      setErroGeral(null);
    }
  }

  async function enviar(ev: FormEvent) {
    ev.preventDefault();
    if (passo === 0) return continuar();
    setTocados((t) => new Set([...t, ...Object.keys(validarUsuario(USUARIO_VAZIO, false))]));
    if (Object.keys(errosEmpresa).length) return setPasso(0);
    if (Object.keys(errosUsuario).length || login.verificando) return;
    setEnviando(true);
    setErroGeral(null);
    try {
      await requisitar('/v1/registerEmitente/', {
        method: 'POST',
        body: { ...corpoCadastro(url, empresa, usuario), ...(recaptcha.ativo ? { Recaptcha: recaptcha.token } : {}) },
        semAuth: true,
      });
      setConcluido(true);
      setTimeout(() => navegar(`/${encodeURIComponent(url)}/sign-in`, { substituir: true, estado: { login: usuario.login.trim() } }), 3500);
    } catch (err) {
      const e = err as { message?: string; body?: { fieldErrors?: Record<string, string[]> } };
      const campos: Erros = Object.fromEntries(Object.entries(e.body?.fieldErrors ?? {}).map(([k, v]) => [k, v.join(' ')]));
      setErrosServidor(campos);
      setErroGeral(e.message || 'Não foi possível concluir o cadastro.');
      if (Object.keys(campos).some((k) => k.startsWith('Empresa.'))) setPasso(0);
      // the reCAPTCHA token is spent by the try: the checkbox is drawn again
      if (recaptcha.ativo) setVersaoRecaptcha((v) => v + 1);
    } finally {
      setEnviando(false);
    }
  }

  const props = (campo: string, extra: Partial<TextFieldProps> = {}): TextFieldProps => {
    const erro = erroDe(campo);
    const { required, slotProps, ...resto } = extra;
    const sp = (slotProps ?? {}) as Record<string, Record<string, unknown> | undefined>;
    return {
      id: campo.replace('.', '-').toLowerCase(),
      name: campo,
      fullWidth: true,
      error: !!erro,
      helperText: erro ?? ' ',
      onBlur: () => tocar(campo),
      ...resto,
      // required marked with a CSS asterisk (keeps the label text exact for getByLabel)
      slotProps: {
        ...sp,
        inputLabel: { ...(sp.inputLabel ?? {}), className: required ? 'campo-obrigatorio' : undefined },
        htmlInput: { ...(sp.htmlInput ?? {}), 'aria-required': required ? true : undefined },
      } as TextFieldProps['slotProps'],
    };
  };

  const loginOk = !login.verificando && login.verificado === usuario.login.trim() && !login.emUso && usuario.login.trim().length >= 3;

  return {
    url,
    passo,
    setPasso,
    empresa,
    usuario,
    erroGeral,
    enviando,
    configRecaptcha,
    setTokenRecaptcha,
    versaoRecaptcha,
    recaptcha,
    concluido,
    cep,
    setCep,
    login,
    loginOk,
    tocar,
    erroDe,
    mudarEmpresa,
    mudarUsuario,
    buscarCep,
    verificarLogin,
    continuar,
    enviar,
    props,
  };
}

/** Assinatura XMLDSig dos documentos fiscais (MOC 7.0 §4; arquitetura §7). */
export * from './assinar.ts';
export * from './verificar.ts';
export { varrerElementos, atributo, XmlTextoError, type ElementoTexto } from './xml-texto.ts';

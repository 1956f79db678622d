import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { LegalContacts, type LegalSection } from './components/LegalLayout';

/** The nine sections of the terms of use (spec §2 'Terms: 9 sections'). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'objeto-y-aceptacion',
    title: 'Objeto y aceptación',
    body: (
      <>
        <p>
          Estos términos regulan el acceso y el uso de Rutalia, una plataforma en línea que pone en contacto a clientes, particulares o
          empresas, que necesitan servicios de transporte, mudanzas y logística con empresas que los prestan. El titular de la plataforma es
          Rutalia, con domicilio en Barberà del Vallès (Barcelona), España, y correo de contacto{' '}
          <a href="mailto:legal@rutalia.es">legal@rutalia.es</a>, en cumplimiento del art. 10 de la Ley 34/2002 (LSSI-CE).
        </p>
        <p>
          Al registrarte o usar la plataforma aceptas estos términos y la <Link to={paths.privacy}>Política de privacidad</Link>. Si no
          estás de acuerdo, no utilices el servicio. Podemos modificarlos para adaptarlos a cambios legales o del servicio; publicaremos la
          nueva versión con su fecha y avisaremos por email de los cambios relevantes con antelación razonable.
        </p>
      </>
    ),
  },
  {
    id: 'registro-y-cuentas',
    title: 'Registro y cuentas de usuario',
    body: (
      <>
        <p>
          Para publicar solicitudes, enviar propuestas o usar la mensajería necesitas una cuenta de cliente o de empresa. Debes tener al
          menos 16 años, capacidad para contratar y facilitar datos veraces y actualizados.
        </p>
        <ul>
          <li>Eres responsable de guardar tu contraseña y de la actividad que se realice desde tu cuenta.</li>
          <li>Cada cuenta es personal; no puedes cederla ni crear cuentas en nombre de terceros sin su autorización.</li>
          <li>Avísanos enseguida si sospechas un uso no autorizado de tu cuenta.</li>
        </ul>
        <p>
          Podemos suspender o cancelar cuentas que incumplan estos términos, aporten datos falsos o pongan en riesgo a otros usuarios,
          informando del motivo salvo que la ley lo impida.
        </p>
      </>
    ),
  },
  {
    id: 'servicio-para-clientes',
    title: 'Servicio para clientes',
    body: (
      <>
        <p>
          Publicar solicitudes y recibir propuestas es gratuito para los clientes. Al publicar una solicitud describes el servicio que
          necesitas; las empresas pueden enviarte propuestas con un mensaje y, opcionalmente, un precio. Recibir propuestas no te obliga a
          aceptar ninguna.
        </p>
        <p>
          Cuando aceptas una propuesta, la empresa recibe tu nombre y tu teléfono para coordinar el servicio. El contrato de transporte,
          mudanza o logística se celebra directamente entre tú y la empresa, que es quien fija el precio final, las condiciones y las
          garantías del servicio. Te recomendamos confirmar por escrito, a través de los mensajes de la plataforma, lo acordado.
        </p>
      </>
    ),
  },
  {
    id: 'empresas-suscripcion',
    title: 'Empresas: suscripción y pagos',
    body: (
      <>
        <p>
          Las empresas acceden a las solicitudes y envían propuestas con una suscripción de pago a uno de los planes publicados en la web.
        </p>
        <ul>
          <li>
            <strong>Prueba gratuita:</strong> toda empresa nueva disfruta de 7 días de prueba gratis, sin necesidad de tarjeta de crédito.
            Si cancelas durante la prueba, no se emite ninguna factura.
          </li>
          <li>
            <strong>Facturación:</strong> al terminar la prueba, la suscripción se factura por períodos mensuales o anuales, según elijas,
            al inicio de cada período. El plan anual equivale a 2 meses gratis respecto al pago mensual.
          </li>
          <li>
            <strong>Impuestos:</strong> los precios de los planes no incluyen el IVA; cada factura añade el 21 % vigente. Las facturas están
            disponibles en la sección Facturación de tu cuenta y vencen a los 15 días de su emisión.
          </li>
          <li>
            <strong>Cambio de plan:</strong> se aplica al momento y la siguiente factura refleja el nuevo precio, sin prorrateos.
          </li>
          <li>
            <strong>Cancelación:</strong> puedes cancelar cuando quieras desde Facturación. La cancelación surte efecto al final del período
            ya facturado (o de la prueba) y hasta entonces conservas el acceso. No se reembolsan períodos ya iniciados, salvo que la ley
            disponga otra cosa.
          </li>
          <li>
            <strong>Impago:</strong> si una factura vence sin pagarse, podemos avisarte y, si persiste, suspender el acceso a las funciones
            de pago.
          </li>
        </ul>
        <p>
          La empresa garantiza que dispone de las licencias, autorizaciones, seguros y registros que exige la normativa de transporte para
          los servicios que ofrece, y que la información de su perfil es veraz.
        </p>
      </>
    ),
  },
  {
    id: 'obligaciones-y-conducta',
    title: 'Obligaciones y normas de conducta',
    body: (
      <>
        <p>Al usar Rutalia te comprometes a no:</p>
        <ul>
          <li>Publicar contenidos falsos, engañosos, ofensivos, discriminatorios o que infrinjan derechos de terceros.</li>
          <li>
            Escribir reseñas falsas o sobre servicios que no has contratado o prestado, ni ofrecer compensaciones a cambio de reseñas.
          </li>
          <li>Usar los datos de otros usuarios para fines distintos del servicio acordado, ni enviar publicidad no solicitada.</li>
          <li>
            Intentar acceder a cuentas o datos ajenos, interferir en el funcionamiento de la plataforma o extraer contenidos de forma
            masiva.
          </li>
          <li>Ofrecer servicios o transportar mercancías prohibidas por la ley.</li>
        </ul>
        <p>
          Cualquier usuario puede denunciar contenidos inapropiados desde la plataforma. Los revisamos y podemos retirarlos y, si es
          necesario, suspender la cuenta responsable.
        </p>
      </>
    ),
  },
  {
    id: 'intermediario-y-responsabilidad',
    title: 'Papel de intermediario y responsabilidad',
    body: (
      <>
        <p>
          Rutalia es un prestador de servicios de intermediación de la sociedad de la información: no presta servicios de transporte,
          mudanza ni logística, no es parte de los contratos entre clientes y empresas y no garantiza su resultado. Cada empresa responde de
          los servicios que ofrece y presta.
        </p>
        <p>
          Conforme a los arts. 16 y 17 de la LSSI-CE, Rutalia no es responsable de los contenidos que publican los usuarios (solicitudes,
          perfiles, propuestas, mensajes o reseñas) ni de los enlaces a sitios de terceros, salvo que tenga conocimiento efectivo de su
          ilicitud y no actúe con diligencia para retirarlos o impedir el acceso a ellos. Puedes comunicarnos cualquier contenido ilícito a{' '}
          <a href="mailto:legal@rutalia.es">legal@rutalia.es</a>.
        </p>
        <p>
          La verificación de empresas consiste en revisar los datos de su perfil y no constituye una garantía sobre la calidad de sus
          servicios. Procuramos que la plataforma esté disponible de forma continua, pero puede haber interrupciones por mantenimiento o
          causas ajenas. Nada de lo anterior limita la responsabilidad que no pueda excluirse legalmente, en particular frente a
          consumidores.
        </p>
      </>
    ),
  },
  {
    id: 'propiedad-intelectual',
    title: 'Propiedad intelectual e industrial',
    body: (
      <>
        <p>
          La marca Rutalia, el diseño de la plataforma, su código y sus textos pertenecen a Rutalia o a sus licenciantes. No puedes
          copiarlos, distribuirlos ni modificarlos sin autorización, salvo para el uso normal del servicio.
        </p>
        <p>
          Los contenidos que publicas (textos, logotipos, imágenes) siguen siendo tuyos. Nos concedes una licencia gratuita, no exclusiva y
          limitada al tiempo en que estén publicados para alojarlos, mostrarlos y adaptarlos técnicamente (por ejemplo, redimensionar
          imágenes) con el fin de prestar el servicio. Garantizas que tienes los derechos necesarios sobre ellos.
        </p>
      </>
    ),
  },
  {
    id: 'proteccion-de-datos',
    title: 'Protección de datos',
    body: (
      <p>
        Tratamos tus datos personales conforme al RGPD y a la LOPDGDD, como se explica en nuestra{' '}
        <Link to={paths.privacy}>Política de privacidad</Link>. En particular, el nombre y el teléfono de un cliente solo se comparten con
        la empresa cuya propuesta acepta, y el email no se comparte nunca. Las empresas que reciben esos datos solo pueden usarlos para
        prestar el servicio contratado y son responsables de tratarlos conforme a la normativa.
      </p>
    ),
  },
  {
    id: 'legislacion-y-jurisdiccion',
    title: 'Legislación aplicable y jurisdicción',
    body: (
      <>
        <p>
          Estos términos se rigen por la legislación española. Si eres consumidor, serán competentes los juzgados y tribunales de tu
          domicilio, conforme al Real Decreto Legislativo 1/2007, que aprueba el texto refundido de la Ley General para la Defensa de los
          Consumidores y Usuarios. En los demás casos, las partes se someten a los juzgados y tribunales de Barcelona.
        </p>
        <p>
          Antes de acudir a los tribunales, te invitamos a escribirnos para buscar una solución amistosa. Para cualquier consulta sobre
          estos términos:
        </p>
        <LegalContacts />
      </>
    ),
  },
];

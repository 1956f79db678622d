import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { LegalContacts, type LegalSection } from './components/LegalLayout';

/** Spec §2 'Privacy policy': the ten sections, in the spec's order. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'datos-que-recogemos',
    title: 'Datos que recogemos',
    body: (
      <>
        <p>Tratamos únicamente los datos necesarios para prestar el servicio. Según cómo uses Rutalia, pueden ser:</p>
        <ul>
          <li>
            <strong>Datos de cuenta:</strong> nombre y apellidos, email, contraseña (guardada cifrada con un algoritmo de resumen
            irreversible, nunca en claro), teléfono y, si los indicas, dirección, ciudad, provincia y código postal.
          </li>
          <li>
            <strong>Datos de empresa:</strong> razón social o nombre comercial, persona de contacto, email, teléfono, web, ciudad,
            provincia, servicios, descripción, logotipo e imágenes. Las imágenes se procesan al subirlas y se eliminan sus metadatos (por
            ejemplo, la ubicación GPS).
          </li>
          <li>
            <strong>Datos de la actividad en la plataforma:</strong> solicitudes que publicas, propuestas que envías o recibes, mensajes,
            reseñas y denuncias de contenido.
          </li>
          <li>
            <strong>Datos de facturación</strong> (solo empresas): razón social, NIF/CIF, dirección fiscal y el historial de suscripción y
            facturas.
          </li>
          <li>
            <strong>Datos que nos envías</strong> por el formulario de contacto (nombre, email, asunto, mensaje y, si quieres, teléfono y
            empresa) o al suscribirte a la newsletter (email).
          </li>
          <li>
            <strong>Datos técnicos:</strong> dirección IP, fecha y hora de las peticiones y datos de la sesión, que usamos para mantenerte
            conectado, limitar intentos de acceso abusivos y proteger la plataforma.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'uso-de-los-datos',
    title: 'Cómo usamos tus datos',
    body: (
      <>
        <p>
          El responsable del tratamiento es Rutalia, con domicilio en Barberà del Vallès (Barcelona), España. Tratamos tus datos conforme al
          Reglamento (UE) 2016/679 (RGPD), la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales
          (LOPDGDD) y la Ley 34/2002 de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), para estas
          finalidades:
        </p>
        <ul>
          <li>
            <strong>Prestar el servicio</strong>: crear y gestionar tu cuenta, publicar solicitudes, enviar y aceptar propuestas, mostrar el
            directorio de empresas y permitir la mensajería entre usuarios. Base jurídica: ejecución del contrato (art. 6.1.b RGPD).
          </li>
          <li>
            <strong>Gestionar la suscripción de las empresas</strong>, emitir facturas y cumplir las obligaciones contables y fiscales. Base
            jurídica: contrato y obligación legal (art. 6.1.b y 6.1.c RGPD).
          </li>
          <li>
            <strong>Enviarte avisos del servicio</strong> por email (nuevas propuestas, mensajes, fin de la prueba gratuita, facturas). Base
            jurídica: ejecución del contrato.
          </li>
          <li>
            <strong>Enviarte la newsletter</strong>, solo si te suscribes y confirmas tu email (doble confirmación). Base jurídica: tu
            consentimiento (art. 6.1.a RGPD y art. 21 LSSI-CE), que puedes retirar con el enlace de baja de cada envío.
          </li>
          <li>
            <strong>Responder a tus consultas</strong> del formulario de contacto. Base jurídica: tu consentimiento y nuestro interés
            legítimo en atenderte.
          </li>
          <li>
            <strong>Mantener la seguridad</strong>, prevenir el fraude y moderar contenidos denunciados. Base jurídica: interés legítimo
            (art. 6.1.f RGPD).
          </li>
        </ul>
        <p>No tomamos decisiones automatizadas con efectos jurídicos sobre ti ni elaboramos perfiles con fines publicitarios.</p>
      </>
    ),
  },
  {
    id: 'compartir-datos',
    title: 'Con quién compartimos tus datos',
    body: (
      <>
        <p>Rutalia no vende tus datos. Solo se comunican en estos casos:</p>
        <ul>
          <li>
            <strong>A la empresa cuya propuesta aceptas:</strong> si eres cliente, la empresa recibe tu nombre y tu teléfono solo cuando
            aceptas su propuesta, para que pueda prestarte el servicio. Hasta entonces, en tus solicitudes públicas solo aparece tu nombre
            de pila y la inicial de tu apellido. Tu email no se comparte nunca: la comunicación se hace por la plataforma.
          </li>
          <li>
            <strong>Al público, en el perfil de empresa:</strong> los datos que una empresa publica en su ficha (nombre, contacto, teléfono,
            email, web, servicios e imágenes) son visibles para los visitantes, porque esa es la finalidad del directorio. Las reseñas se
            muestran con el nombre de quien las escribe.
          </li>
          <li>
            <strong>A proveedores que tratan datos por cuenta de Rutalia</strong> (alojamiento, envío de correo electrónico), con un
            contrato de encargo del tratamiento conforme al art. 28 RGPD y sin que puedan usarlos para fines propios.
          </li>
          <li>
            <strong>A autoridades y tribunales</strong>, cuando una ley lo exija.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies y almacenamiento local',
    body: (
      <>
        <p>
          Rutalia solo utiliza cookies técnicas, necesarias para que la plataforma funcione, exentas de consentimiento según el art. 22.2
          LSSI-CE. No usamos cookies publicitarias ni de análisis de terceros.
        </p>
        <ul>
          <li>
            <strong>rutalia_refresh</strong>: mantiene tu sesión iniciada de forma segura (no accesible desde scripts). Dura 24 horas, o 30
            días si marcas «Recordarme».
          </li>
          <li>
            <strong>rutalia_session</strong>: indica al sitio que hay una sesión abierta, sin contener ningún dato personal. Misma duración
            que la anterior.
          </li>
        </ul>
        <p>
          Además, el navegador guarda en su almacenamiento local (localStorage) tu elección sobre cookies, con la clave{' '}
          <code>cookie-consent</code>, y si ya has visto la ventana de la newsletter (<code>newsletter-popup-seen</code>), para no volver a
          preguntarte. Puedes borrar estos datos y las cookies en cualquier momento desde la configuración de tu navegador; si borras las
          cookies de sesión, tendrás que volver a iniciar sesión.
        </p>
      </>
    ),
  },
  {
    id: 'seguridad',
    title: 'Seguridad de los datos',
    body: (
      <>
        <p>Aplicamos medidas técnicas y organizativas adecuadas al riesgo (art. 32 RGPD), entre ellas:</p>
        <ul>
          <li>Conexiones cifradas (HTTPS) entre tu navegador y nuestros servidores.</li>
          <li>Contraseñas guardadas con el algoritmo Argon2id; nadie en Rutalia puede conocerlas.</li>
          <li>Sesiones que caducan y pueden revocarse, y límites de intentos de inicio de sesión para frenar ataques.</li>
          <li>Control de acceso por rol: cada usuario solo ve los datos que le corresponden.</li>
          <li>Limpieza del contenido enviado por los usuarios para evitar código malicioso.</li>
        </ul>
        <p>
          Si se produjera una brecha de seguridad que afecte a tus datos, la notificaremos a la Agencia Española de Protección de Datos en
          un plazo de 72 horas y, cuando suponga un alto riesgo para ti, también te avisaremos directamente.
        </p>
      </>
    ),
  },
  {
    id: 'derechos-rgpd',
    title: 'Tus derechos (RGPD)',
    body: (
      <>
        <p>Puedes ejercer en cualquier momento, de forma gratuita, los siguientes derechos:</p>
        <ul>
          <li>
            <strong>Acceso</strong> a tus datos y <strong>rectificación</strong> de los que sean inexactos (muchos puedes cambiarlos tú
            mismo desde tu perfil).
          </li>
          <li>
            <strong>Supresión</strong> de tus datos cuando ya no sean necesarios.
          </li>
          <li>
            <strong>Oposición</strong> al tratamiento basado en interés legítimo y <strong>limitación</strong> del tratamiento.
          </li>
          <li>
            <strong>Portabilidad</strong>: recibir los datos que nos diste en un formato estructurado y de uso común.
          </li>
          <li>
            <strong>Retirar tu consentimiento</strong> (por ejemplo, a la newsletter) sin que afecte a la licitud del tratamiento anterior.
          </li>
        </ul>
        <p>
          Escribe a <a href="mailto:privacidad@rutalia.es">privacidad@rutalia.es</a> desde el email de tu cuenta indicando el derecho que
          quieres ejercer. Responderemos en el plazo de un mes (ampliable dos meses más en casos complejos, de lo que te informaríamos). Si
          consideras que no hemos atendido correctamente tu solicitud, puedes presentar una reclamación ante la Agencia Española de
          Protección de Datos (
          <a href="https://www.aepd.es" target="_blank" rel="noopener noreferrer">
            www.aepd.es
          </a>
          ).
        </p>
      </>
    ),
  },
  {
    id: 'conservacion',
    title: 'Conservación de los datos',
    body: (
      <>
        <p>Conservamos tus datos mientras tengas una cuenta activa y, después, solo durante los plazos que exige la ley:</p>
        <ul>
          <li>
            Datos de facturación y facturas: seis años, por el art. 30 del Código de Comercio, y el plazo de prescripción de la normativa
            tributaria.
          </li>
          <li>Suscripción a la newsletter: hasta que te des de baja.</li>
          <li>Mensajes del formulario de contacto: el tiempo necesario para atender tu consulta y su seguimiento.</li>
          <li>Sesiones y enlaces de restablecimiento de contraseña: se eliminan automáticamente una semana después de caducar.</li>
        </ul>
        <p>
          Al terminar estos plazos, los datos se bloquean durante el tiempo en que puedan derivarse responsabilidades (art. 32 LOPDGDD) y
          después se eliminan.
        </p>
      </>
    ),
  },
  {
    id: 'transferencias-internacionales',
    title: 'Transferencias internacionales',
    body: (
      <>
        <p>
          Tratamos tus datos dentro del Espacio Económico Europeo. Si algún proveedor tuviera que acceder a ellos desde fuera del EEE, solo
          lo haría con las garantías de los arts. 44 a 49 RGPD: un país con decisión de adecuación de la Comisión Europea o las cláusulas
          contractuales tipo aprobadas por ella.
        </p>
        <p>
          Si usas el botón de WhatsApp para hablar con nuestro soporte, esa conversación se rige por la política de privacidad de WhatsApp,
          que puede tratar datos fuera del EEE. Si lo prefieres, usa el <Link to={paths.contact}>formulario de contacto</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'menores',
    title: 'Menores de edad',
    body: (
      <p>
        Rutalia no está dirigida a menores de 16 años y no recogemos conscientemente sus datos. Para registrarte debes tener al menos 16
        años; la contratación de servicios con empresas requiere, además, capacidad legal para contratar. Si sabes que un menor de 16 años
        nos ha facilitado datos, escríbenos a <a href="mailto:privacidad@rutalia.es">privacidad@rutalia.es</a> y los eliminaremos.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    body: (
      <>
        <p>
          Para cualquier cuestión sobre esta política o sobre tus datos, puedes contactar con nosotros o con nuestro delegado de protección
          de datos:
        </p>
        <LegalContacts />
        <p>
          Podemos actualizar esta política para reflejar cambios legales o del servicio; publicaremos aquí la nueva versión con su fecha y,
          si los cambios son importantes, te avisaremos por email. Consulta también los <Link to={paths.terms}>Términos y condiciones</Link>
          .
        </p>
      </>
    ),
  },
];

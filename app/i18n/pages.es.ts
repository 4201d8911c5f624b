import type { PageTexts } from "./types";

/**
 * Textos de las páginas en español. Los marcadores {agentName}, {brokerage},
 * {years} y {phone} se llenan con la configuración del sitio al mostrar la página.
 */
export const pagesEs: PageTexts = {
  home: {
    title: "Casas y propiedades comerciales en el Valle",
    description: "Casas en venta y en renta, locales comerciales, bodegas y terrenos en McAllen, Mission, Edinburg y todo el Valle del Río Grande, en español y en inglés.",
    h1: "Bienes raíces en el Valle del Río Grande, en tu idioma",
    intro: "Busca casas en venta y en renta, construcción nueva, casas de lujo, bodegas, cuartos fríos y terrenos en McAllen, Mission, Edinburg, Pharr, Weslaco, San Juan, Alamo y Donna. Todo el sitio está en español y en inglés, y los listados se actualizan conforme se mueve el mercado.\n\n{agentName}, de {brokerage}, tiene más de {years} años ayudando a compradores, vendedores, inquilinos y dueños de negocio en el condado de Hidalgo. Guarda tus propiedades favoritas, recibe avisos cuando salgan listados nuevos, compara colonias con las guías de cada ciudad, saca cuentas con las calculadoras o pide una visita privada cuando quieras.",
    hero: {
      title: "Tu lugar en el Valle",
      subtitle: "Casas, locales y terrenos en el condado de Hidalgo",
      description: "Busca propiedades en McAllen, Mission, Edinburg y cinco ciudades más del Valle, en español o en inglés.",
    },
  },
  about: {
    title: "Sobre {agentName}, agente de bienes raíces",
    description: "Conoce a tu agente de bienes raíces bilingüe en el Valle y cómo trabaja con compradores, vendedores, inquilinos y clientes comerciales en McAllen y la región.",
    h1: "Sobre {agentName}",
    intro: "{agentName} es agente de bienes raíces con licencia en Texas, trabaja con {brokerage} y atiende en español y en inglés en todo el condado de Hidalgo. Con más de {years} años en el mercado del Valle, ayuda a comprar y vender casas, encontrar casas en renta y conseguir bodegas, locales y terrenos para negocios.\n\nLa forma de trabajar es sencilla: explicarte cada paso antes de que llegue, contestar el teléfono y darte los números por escrito para que decidas con información clara. Ya sea tu primera casa en Edinburg, la venta de tu casa en McAllen o un cuarto frío cerca del puente de Pharr, tratas directamente con tu agente desde la primera llamada hasta el cierre.",
    sections: [
      {
        heading: "Si vas a comprar",
        body: "Todo empieza con una plática sobre tu presupuesto, lo que necesitas y tus tiempos, y con la preaprobación de un prestamista para que busques con seguridad. Recibes las propiedades que te interesan en cuanto salen al mercado, visitas privadas cuando te acomode y comentarios honestos de cada casa: zona de inundación, distrito escolar, cuotas de HOA, edad del techo y del aire acondicionado. Cuando encuentres la indicada, {agentName} prepara la oferta con ventas comparables, negocia las reparaciones después de la inspección y mantiene a ti, al prestamista y a la compañía de título con el mismo calendario.",
      },
      {
        heading: "Si vas a vender",
        body: "El precio sale de ventas recientes comparables, no de corazonadas. Antes de publicar tu casa recibes un plan: qué reparaciones valen la pena, las fotos y, para los cuartos vacíos, decoración virtual. Tu casa se promueve en español y en inglés, las visitas se coordinan con tu horario y cada oferta se explica punto por punto (precio, financiamiento, periodo de opción, gastos de cierre y fechas) para que las compares con calma.",
      },
      {
        heading: "Clientes comerciales e inversionistas",
        body: "Dueños de negocio e inversionistas reciben apoyo para encontrar locales y oficinas sobre la Expressway 83, bodegas y cuartos fríos cerca de los puentes internacionales y terrenos para proyectos a futuro. Eso incluye revisar el tipo de arrendamiento (bruto, bruto modificado o triple neto), la zonificación, los servicios, la zona de inundación y los accesos, y coordinar con tu abogado, tu banco y tu agente aduanal o de logística.",
      },
      {
        heading: "Licencia y correduría",
        body: "{agentName} tiene licencia de la Texas Real Estate Commission (TREC) y trabaja bajo el patrocinio de {brokerage}. Al pie de cada página encontrarás el formulario Information About Brokerage Services y el Aviso de Protección al Consumidor de TREC, que explican cómo representan los agentes a compradores y vendedores en Texas, qué obligaciones tienen contigo y cómo presentar una queja si hiciera falta.",
      },
    ],
    hero: {
      title: "Sobre {agentName}",
      subtitle: "Agente bilingüe de bienes raíces con {brokerage}",
      description: "Más de {years} años ayudando a comprar, vender y rentar casas y propiedades comerciales en el Valle del Río Grande.",
    },
  },
  residential: {
    title: "Bienes raíces residenciales en el Valle",
    description: "Casas en venta y en renta, construcción nueva, casas de lujo y casas con casita en McAllen, Mission, Edinburg y todo el Valle del Río Grande.",
    h1: "Casas en el Valle del Río Grande",
    intro: "Aquí están todas las casas del sitio en un solo lugar: casas, townhomes y condominios en venta, casas en renta, construcción nueva, propiedades de lujo y casas con casita. Usa las categorías para afinar tu búsqueda o revisa todos los listados residenciales aquí abajo.\n\nComprar en el Valle tiene su propia lista de pendientes: el distrito escolar de cada domicilio, la zona de inundación, los impuestos a la propiedad, que cambian según la ciudad y el distrito, las cuotas de HOA y qué tan bien aguantan el techo y el aire acondicionado los veranos largos y calurosos. Pregunta por cada punto antes de ofertar y compara las casas por el pago mensual completo, no solo por el precio.",
    sections: [
      {
        heading: "Comprar casa",
        body: "Empieza con la preaprobación de un prestamista que conozca los créditos hipotecarios en Texas y luego filtra por ciudad, precio y recámaras. El contrato estándar de Texas normalmente incluye un periodo de opción: pagas una cuota negociada y tienes cierto número de días para inspeccionar y, si hace falta, retirarte. Aprovecha ese tiempo para una inspección completa, revisar con calma la declaración del vendedor y cotizar el seguro, incluido el de inundación si aplica.",
      },
      {
        heading: "Rentar casa",
        body: "Las buenas casas en renta se van rápido. Ten a la mano tu identificación, comprobantes de ingresos e historial de renta, y espera una cuota de solicitud por adulto y un depósito de seguridad. Lee el contrato para saber quién paga los servicios, el jardín y la fumigación. Muchas rentas en el Valle son casas solas, así que pregunta por mascotas, mantenimiento del patio y cada cuánto se cambia el filtro del aire antes de firmar.",
      },
      {
        heading: "Nuevas, de lujo y con casita",
        body: "La construcción nueva trae garantías del constructor y normas de eficiencia actuales, y puedes tener a tu propio agente frente al constructor. En las casas de lujo el precio se analiza con cuidado porque hay pocas ventas comparables. Las casas con casita suman un espacio independiente, así que revisa permisos, medidores y reglas de la HOA. Cada categoría tiene su propia página con listados al día.",
      },
    ],
    hero: {
      title: "Casas en el Valle",
      subtitle: "Compra, renta o construye en el condado de Hidalgo",
      description: "Casas, townhomes y condominios en venta y en renta, además de construcción nueva, casas de lujo y casas con casita.",
    },
  },
  "residential-for-sale": {
    title: "Casas en venta en el Valle del Río Grande",
    description: "Casas, townhomes y condominios en venta en McAllen, Mission, Edinburg, Pharr, Weslaco y ciudades vecinas, con fotos, detalles y pago mensual estimado.",
    h1: "Casas en venta en el Valle",
    intro: "Estas son las casas, townhomes y condominios en venta en las ocho ciudades que cubre el sitio, desde casas sencillas en colonias ya establecidas hasta casas más nuevas en fraccionamientos cerrados. Cada listado muestra fotos, tamaño de la construcción y del terreno, año de construcción y un pago mensual estimado, y puedes guardarlo o pedir una visita con un clic.\n\nAl comparar casas en el Valle, ve más allá del precio: la tasa de impuestos cambia entre ciudades y distritos escolares, algunas zonas están en área de inundación de FEMA y requieren seguro contra inundaciones, y las cuotas de HOA varían mucho. Pide desde temprano la declaración del vendedor y el historial de impuestos, y enfoca la inspección en techo, cimientos, plomería y aire acondicionado.",
    hero: {
      title: "Casas en venta",
      subtitle: "Casas, townhomes y condominios en todo el Valle",
      description: "Filtra por ciudad, precio y recámaras, guarda tus favoritas y pide una visita privada.",
    },
  },
  "residential-for-rent": {
    title: "Casas en renta en McAllen y el Valle",
    description: "Casas, departamentos y townhomes en renta en McAllen, Mission, Edinburg y todo el Valle del Río Grande, con la renta mensual, fotos y detalles de cada uno.",
    h1: "Casas en renta en el Valle del Río Grande",
    intro: "Encuentra casas, dúplex, townhomes y departamentos en renta en el condado de Hidalgo. Cada listado muestra la renta mensual, recámaras, baños y tamaño, y desde la misma página puedes pedir verlo o hacer una pregunta.\n\nAntes de aplicar, junta tu identificación, talones de cheque recientes u otro comprobante de ingresos y tu historial de renta; casi todos los propietarios cobran una cuota de solicitud y un depósito. Revisa en el contrato quién paga agua, luz, jardín y fumigación, la política de mascotas y cómo se piden las reparaciones. El seguro de inquilino protege tus cosas y muchas veces es obligatorio. Un agente te ayuda a comparar opciones y a entregar una solicitud completa.",
    hero: {
      title: "Casas en renta",
      subtitle: "Casas, townhomes y departamentos en el condado de Hidalgo",
      description: "Mira las rentas disponibles con fotos y detalles, y pide ver las que te gusten.",
    },
  },
  "residential-new-construction": {
    title: "Casas de construcción nueva en el Valle",
    description: "Casas nuevas en McAllen, Mission, Edinburg y todo el Valle del Río Grande: casas listas para mudarte y casas en construcción de constructores locales.",
    h1: "Casas de construcción nueva",
    intro: "En el Valle siguen abriendo fraccionamientos nuevos, sobre todo en el norte de McAllen, Mission y Edinburg. Aquí aparecen casas recién terminadas y casas en construcción, con el constructor, detalles del plano y fecha estimada de entrega cuando se conoce.\n\nComprar casa nueva no es igual que comprar una usada. El vendedor del constructor trabaja para el constructor, así que lleva a tu propio agente desde la primera visita. Pregunta qué cubre la garantía y por cuánto tiempo, qué mejoras están incluidas, si hay incentivos para gastos de cierre y cuánto cobra la HOA. Haz tu propia inspección de todos modos, de preferencia antes del drywall y otra antes del cierre. El primer recibo de impuestos puede cubrir solo el terreno, así que contempla el avalúo completo.",
    hero: {
      title: "Construcción nueva",
      subtitle: "Casas listas para mudarte y por construir",
      description: "Compara casas nuevas de constructores locales con tu propio agente desde la primera visita.",
    },
  },
  commercial: {
    title: "Bienes raíces comerciales en el Valle",
    description: "Propiedades comerciales en venta y renta en McAllen y el Valle: locales, oficinas, bodegas, cuartos fríos y terrenos cerca de la I-2, la I-69C y los puentes.",
    h1: "Propiedades comerciales en el Valle",
    intro: "La economía del Valle se mueve con el comercio con México, las tiendas, los servicios de salud y la agricultura, y sus propiedades comerciales lo reflejan: plazas comerciales sobre la Expressway 83 (I-2), oficinas cerca de las zonas médicas, bodegas y cuartos fríos junto a los puentes internacionales y terrenos en las zonas que están creciendo.\n\nEsta página reúne todos los listados comerciales del sitio. Usa las categorías para ver propiedades en venta, espacios en renta, bodegas, almacenes refrigerados en McAllen o terrenos, y pide apoyo para elegir ubicación, negociar el contrato y hacer la debida diligencia.",
    sections: [
      {
        heading: "Locales y oficinas",
        body: "Los locales comerciales siguen al tráfico y a las zonas habitacionales: la Expressway 83, la calle 10 y la Nolana en McAllen, la University Drive en Edinburg y los corredores que crecen al norte de la I-2. En un local, revisa visibilidad, derecho a anuncios, estacionamiento y acceso desde ambos sentidos. En oficinas y consultorios, revisa estacionamiento, accesibilidad ADA, horario del aire acondicionado y cómo se reparten los gastos de áreas comunes.",
      },
      {
        heading: "Industrial y logística",
        body: "La industria maquiladora de Reynosa y el tráfico comercial del Puente Internacional Pharr–Reynosa mantienen la demanda de bodegas, naves de cross-dock y cuartos fríos. Lo que más importa: altura libre, andenes de carga con niveladores, fondo del patio de maniobras, estacionamiento para cajas, capacidad eléctrica, rociadores contra incendio y el tiempo de manejo al puente, a la I-2 y a la I-69C.",
      },
      {
        heading: "Debida diligencia",
        body: "Antes de comprar o firmar un arrendamiento largo, confirma con la ciudad la zonificación y el uso permitido, la zona de inundación y el drenaje, la capacidad de los servicios, los permisos de acceso y cualquier restricción en las escrituras. Normalmente se pide un levantamiento (survey), el compromiso de título y muchas veces un estudio ambiental Fase I; el banco puede exigirlos. Tu agente los coordina con tu abogado y tu prestamista dentro de los plazos del contrato.",
      },
    ],
    hero: {
      title: "Propiedades comerciales",
      subtitle: "Locales, oficinas, bodegas y terrenos en el Valle",
      description: "Encuentra propiedades en venta o renta cerca de la Expressway 83, la I-69C y los puentes internacionales.",
    },
  },
  "commercial-for-sale": {
    title: "Propiedades comerciales en venta en el Valle",
    description: "Locales, edificios de oficinas, plazas comerciales, bodegas y propiedades de inversión en venta en McAllen, Pharr, Edinburg, Mission y todo el Valle.",
    h1: "Propiedades comerciales en venta",
    intro: "Revisa los edificios comerciales en venta en el Valle: locales independientes, plazas, edificios de oficinas y consultorios, naves industriales y propiedades de uso mixto, ya sea para tu propio negocio o como inversión.\n\nComprar una propiedad comercial se trata de números y de uso. Si es inversión, pide el rent roll, los contratos vigentes, los gastos de operación y el ingreso neto que resulta, y verifícalos durante el periodo de revisión. Si es para tu negocio, confirma la zonificación, el uso permitido, el estacionamiento, los anuncios y los accesos antes de comprometerte. Contempla levantamiento, revisión de título, estudio ambiental e inspecciones, y habla pronto con un banco comercial: el enganche y las condiciones son distintos a los de un crédito para casa.",
    hero: {
      title: "Comerciales en venta",
      subtitle: "Locales, oficinas, naves e inversiones",
      description: "Compara edificios en venta en todo el Valle y recibe apoyo con los números y la debida diligencia.",
    },
  },
  "commercial-for-lease": {
    title: "Locales y oficinas en renta en McAllen y el Valle",
    description: "Locales comerciales, oficinas, consultorios, espacios flex y bodegas en renta en McAllen, Pharr, Edinburg, Mission y el Valle. Compara tamaños y condiciones.",
    h1: "Espacios comerciales en renta",
    intro: "Encuentra locales, oficinas, consultorios, espacios flex y bodegas en renta en el condado de Hidalgo. Cada listado muestra el tamaño y, cuando el propietario la publica, la renta que pide.\n\nCompara los contratos por el costo total de ocupación, no solo por la renta base. Un contrato triple neto (NNN) te suma tu parte de impuestos, seguro y mantenimiento de áreas comunes; uno bruto los incluye en la renta. Pregunta por el plazo, los aumentos anuales, las opciones de renovación, el apoyo para adecuaciones del inquilino (TI), los meses de renta gratis, quién da mantenimiento al techo y al aire acondicionado, y si tu giro está permitido por la zonificación y por las reglas de la plaza. Un agente que represente al inquilino negocia estos puntos por ti.",
    hero: {
      title: "Espacios en renta",
      subtitle: "Locales, oficinas, consultorios y bodegas",
      description: "Compara espacios comerciales en renta y negocia las condiciones con un agente de tu lado.",
    },
  },
  "commercial-warehouses": {
    title: "Bodegas en venta y renta en el Valle",
    description: "Bodegas, centros de distribución y naves flex en venta o renta en McAllen, Pharr, Edinburg y Mission, cerca de la I-2, la I-69C y los puentes internacionales.",
    h1: "Bodegas en el Valle del Río Grande",
    intro: "Las bodegas del Valle viven del comercio entre los dos países: distribución, cross-dock, transbordo entre transportistas mexicanos y estadounidenses y almacenaje para las maquiladoras de Reynosa. Aquí aparecen bodegas y naves flex en venta y en renta.\n\nLa nave tiene que quedarle a tu operación. Revisa altura libre, número de andenes con nivelador, puertas a nivel de piso, fondo del patio de maniobras y estacionamiento para cajas, separación entre columnas, espesor del piso, sistema de rociadores, energía trifásica y oficinas. La ubicación pesa igual: el tiempo al puente Pharr–Reynosa, a la I-2 y a la I-69C, y la cercanía con tu personal. Si trabajas en una zona libre (foreign-trade zone) o necesitas almacén fiscal, dilo desde el principio.",
    hero: {
      title: "Bodegas",
      subtitle: "Distribución, cross-dock y naves flex",
      description: "Encuentra bodegas en venta o renta cerca de los puentes, la I-2 y la I-69C, con las especificaciones clave.",
    },
  },
  "commercial-land": {
    title: "Terrenos en venta en el Valle del Río Grande",
    description: "Terrenos comerciales, residenciales y agrícolas en venta en el condado de Hidalgo: lotes, acres y predios para desarrollo en McAllen, Mission, Edinburg y más.",
    h1: "Terrenos en venta en el Valle",
    intro: "Revisa lotes y terrenos por acre en el condado de Hidalgo: lotes comerciales, predios para fraccionar o para desarrollo industrial, lotes residenciales y tierras de cultivo.\n\nUn terreno vale lo que puedes construir en él. Confirma si está dentro de los límites de la ciudad o en su jurisdicción extraterritorial (ETJ), qué zonificación tiene y si le llegan agua, drenaje, luz y gas o hay que extenderlos. Revisa la zona de inundación de FEMA y el drenaje: el Valle es muy plano y los requisitos de drenaje definen qué se puede construir. En tierras de cultivo, pregunta por los derechos de agua del distrito de riego y por la valuación agrícola, y qué pasa con ella si cambia el uso. Todo terreno merece levantamiento, compromiso de título y revisión de servidumbres y derechos minerales.",
    hero: {
      title: "Terrenos en venta",
      subtitle: "Lotes, acres y predios para desarrollo",
      description: "Compara terrenos en el condado de Hidalgo y revisa zonificación, servicios y zona de inundación antes de comprar.",
    },
  },
  "commercial-refrigerated": {
    title: "Bodegas refrigeradas y cuartos fríos en McAllen",
    description: "Bodegas refrigeradas y cuartos fríos en venta o en renta en McAllen y Pharr, cerca del puente Pharr–Reynosa y de la cadena de frío de frutas y verduras.",
    h1: "Almacenes refrigerados en McAllen",
    intro: "Grandes volúmenes de frutas y verduras frescas de México entran a Estados Unidos por el Puente Internacional Pharr–Reynosa, uno de los principales cruces de productos agrícolas, y mucho de ese producto se enfría, se reempaca y se embarca desde cuartos fríos en McAllen, Pharr y sus alrededores. Aquí aparecen bodegas refrigeradas y de congelación, cuartos fríos y andenes refrigerados en venta y en renta.\n\nUna bodega refrigerada es tanto equipo como inmueble. Pregunta por las zonas y rangos de temperatura, el grosor de los paneles aislantes, el sistema de refrigeración y su antigüedad, la capacidad eléctrica y la planta de emergencia, los andenes sellados con nivelador, la calefacción bajo piso en congeladores y el historial de inspecciones sanitarias. El costo de operación depende mucho de la energía, así que pide los recibos de luz recientes.",
    hero: {
      title: "Cuartos fríos en McAllen",
      subtitle: "Bodegas refrigeradas y de congelación cerca del puente de Pharr",
      description: "Encuentra cuartos fríos en venta o renta y revisa lo que define tu costo de operación.",
    },
  },
  luxury: {
    title: "Casas de lujo en venta en el Valle",
    description: "Casas de lujo y residencias en venta en el norte de McAllen, Sharyland Plantation, Mission y todo el Valle del Río Grande, con visitas privadas a solicitud.",
    h1: "Casas de lujo en el Valle",
    intro: "Aquí están las casas de mayor precio en el mercado del Valle: casas hechas a la medida en fraccionamientos cerrados del norte de McAllen, residencias en Sharyland Plantation y Mission, y casas en terrenos grandes con alberca, cocina exterior y cuartos para visitas.\n\nEn este rango se venden pocas casas al año, así que el precio se trabaja con cuidado a partir de ventas comparables, y el avalúo puede salir por debajo del precio pactado; tenlo previsto en tu oferta. Los vendedores suelen pedir carta de preaprobación o comprobante de fondos antes de una visita. Inspecciona más allá de lo básico: equipo de la alberca, varios sistemas de aire, materiales del techo, riego, domótica y seguridad. Las visitas privadas se agendan cuidando la privacidad de todos.",
    hero: {
      title: "Casas de lujo",
      subtitle: "Residencias a la medida en todo el Valle",
      description: "Conoce casas de alto nivel en el norte de McAllen, Sharyland Plantation y más, con visitas privadas.",
    },
  },
  "private-showings": {
    title: "Agenda una visita privada",
    description: "Pide una visita privada a cualquier casa o propiedad comercial del Valle del Río Grande, en persona o por videollamada en vivo, en el horario que te acomode.",
    h1: "Visitas privadas",
    intro: "Conoce una casa o un local cuando a ti te quede bien, con {agentName} a tu lado. Elige una propiedad de los listados o comparte la dirección, propón algunos días y horarios, y recibirás la confirmación en cuanto el vendedor o el administrador apruebe la hora.\n\nSi vives fuera de la ciudad o del otro lado de la frontera, un recorrido por videollamada en vivo te deja ver la propiedad, hacer preguntas al momento y decidir si vale la pena ir en persona. También puedes agendar por teléfono al {phone}.",
    sections: [
      {
        heading: "Cómo pedir una visita",
        body: "Usa el botón para agendar visita en cualquier listado o el formulario de esta página. Incluye dos o tres días y horarios que te funcionen y cómo prefieres que te contacten. Las casas habitadas casi siempre necesitan al menos un día de aviso para el dueño o el inquilino; las casas vacías y los locales comerciales suelen ser más fáciles de agendar. Tu confirmación incluye la dirección y el punto de encuentro.",
      },
      {
        heading: "Qué llevar",
        body: "Una carta de preaprobación de tu prestamista, o un comprobante de fondos si vas a pagar de contado, te permite actuar rápido cuando encuentres la casa; en casas de mayor precio, los vendedores suelen pedirla antes de la visita. Lleva identificación, tu lista de preguntas y el celular para fotos y notas. Para propiedades comerciales, lleva tus requisitos: pies cuadrados, capacidad eléctrica, andenes y estacionamiento.",
      },
      {
        heading: "Antes del primer recorrido",
        body: "Con las reglas actuales de la industria, firmarás un acuerdo por escrito con tu agente antes de recorrer casas. El acuerdo de representación del comprador explica qué servicios recibes, cuánto dura y cómo se le paga a tu agente. Sus términos se pueden negociar, y {agentName} lo revisa contigo en español o en inglés, sin prisas, antes de que firmes cualquier cosa.",
      },
    ],
    hero: {
      title: "Visitas privadas",
      subtitle: "Conoce cualquier propiedad a tu horario",
      description: "Pide un recorrido en persona o por videollamada de casas y propiedades comerciales en todo el Valle.",
    },
  },
  casitas: {
    title: "Casas con casita en venta en el Valle",
    description: "Casas con casita, casa de huéspedes o vivienda independiente en el mismo terreno, en venta en McAllen, Mission, Edinburg y todo el Valle del Río Grande.",
    h1: "Casas con casita",
    intro: "Una casita es una vivienda pequeña e independiente en el mismo terreno que la casa principal, casi siempre con entrada propia, recámara o estudio, baño y muchas veces cocineta. En el Valle se usan como cuarto de visitas, oficina o taller y, donde las reglas lo permiten, para rentar. Aquí aparecen casas con casita, casa de huéspedes o espacio habitable separado.\n\nAntes de comprar, confirma que la casita se construyó con permiso y si tiene medidores propios. Pregunta a la ciudad y a la HOA si se puede rentar, y cómo contará el valuador sus pies cuadrados, porque eso afecta el financiamiento. Inspecciónala como si fuera otra casa: techo, aire acondicionado, plomería y electricidad.",
    hero: {
      title: "Casas con casita",
      subtitle: "Un espacio independiente en el mismo terreno",
      description: "Mira casas con casita o casa de huéspedes y lo que debes revisar antes de comprar.",
    },
  },
  "first-time-buyers": {
    title: "Guía para comprar tu primera casa en el Valle",
    description: "Guía paso a paso para comprar tu primera casa en el Valle: presupuesto, preaprobación, programas de Texas para el enganche, oferta, inspección y cierre.",
    h1: "Guía para compradores primerizos",
    intro: "Comprar tu primera casa en el Valle puede estar más cerca de lo que piensas, y ayuda mucho conocer los pasos y los programas antes de empezar. Esta guía te lleva por el presupuesto, la preaprobación, los programas de Texas que ayudan con el enganche, la oferta y el cierre.\n\nCuando quieras dar el paso, un agente te pone en contacto con prestamistas que manejan estos programas, te arma alertas de casas en tu rango de precio y te explica cada documento antes de firmar. Usa las calculadoras para estimar tu pago mensual mientras avanzas.",
    sections: [
      {
        heading: "1. Presupuesto y preaprobación",
        body: "Empieza por tu presupuesto mensual: el pago incluye capital, intereses, impuestos a la propiedad, seguro de la casa y, si das poco enganche, seguro hipotecario. Revisa tu historial de crédito y baja los saldos altos de tus tarjetas. Luego pide la preaprobación a un prestamista, que verifica tus ingresos y tu crédito y te dice cuánto te pueden prestar. Compara tipos de crédito: convencional, FHA, VA si eres veterano elegible y USDA en zonas elegibles fuera de las ciudades.",
      },
      {
        heading: "2. Ayuda para el enganche y los gastos de cierre",
        body: "Texas tiene programas estatales para compradores primerizos y de ingresos moderados. My First Texas Home, de TDHCA, ofrece un crédito a 30 años con tasa fija y ayuda para el enganche y los gastos de cierre, y TSAHC ofrece los programas Homes for Texas Heroes y Home Sweet Texas. Ambas agencias tienen además el Mortgage Credit Certificate, un crédito fiscal federal sobre parte de los intereses. Hay límites de ingreso y de precio, y casi todos piden un curso para compradores. Los fondos cambian, así que pregunta a tu prestamista qué hay disponible hoy.",
      },
      {
        heading: "3. Oferta, periodo de opción e inspección",
        body: "El contrato estándar de Texas te permite pagar una cuota de opción a cambio de cierto número de días en los que puedes cancelar por cualquier motivo. Usa ese tiempo para una inspección profesional y para negociar reparaciones o un crédito. También entregas el depósito de buena fe (earnest money) a la compañía de título y revisas la declaración del vendedor, el levantamiento, el compromiso de título, la zona de inundación y el costo del seguro.",
      },
      {
        heading: "4. Avalúo y cierre",
        body: "Tu prestamista pide un avalúo para confirmar el valor y luego da la aprobación final. Por lo menos tres días hábiles antes del cierre recibes el Closing Disclosure con las cifras finales; compáralo con tu Loan Estimate. En la compañía de título firmas, se liberan los fondos del crédito y recibes las llaves. Después, solicita tu exención de homestead ante el distrito de tasación del condado para bajar tus impuestos.",
      },
    ],
    hero: {
      title: "Guía para primerizos",
      subtitle: "De la preaprobación a las llaves en el Valle",
      description: "Conoce los pasos, los programas de ayuda de Texas y qué significa cada documento antes de comprar.",
    },
  },
  communities: {
    title: "Ciudades y comunidades del Valle",
    description: "Compara McAllen, Mission, Edinburg, Pharr, Weslaco, San Juan, Alamo y Donna, además de Tres Lagos, el norte de McAllen y Sharyland Plantation, antes de mudarte.",
    h1: "Comunidades del Valle del Río Grande",
    intro: "Las ocho ciudades del sitio están una junto a otra sobre la Expressway 83 y la I-69C, en el condado de Hidalgo, y mucha gente vive en una, trabaja en otra y hace sus compras en una tercera. Cada ciudad tiene su propio carácter, distritos escolares, tasas de impuestos y rango de precios.\n\nUsa este resumen para decidir dónde buscar y luego abre la guía de cada ciudad o comunidad para ver colonias, escuelas, trayectos y listados al día. Si te vas a mudar desde fuera del Valle, pide un recorrido en carro por las zonas de tu lista en una sola tarde.",
    sections: [
      {
        heading: "McAllen, Mission y Edinburg",
        body: "McAllen es la ciudad más grande del condado de Hidalgo y un centro importante de comercio y servicios médicos, con el Aeropuerto Internacional McAllen Miller y colonias que van de las calles tradicionales del centro a comunidades planeadas como Tres Lagos. Mission, al poniente, combina su herencia citrícola, el Puente Internacional Anzalduas y comunidades como Sharyland Plantation. Edinburg, al norte, es la cabecera del condado y sede del campus de UTRGV en Edinburg, con fraccionamientos que crecen sobre la I-69C.",
      },
      {
        heading: "Pharr, San Juan y Alamo",
        body: "Estas tres ciudades vecinas, al oriente de McAllen, comparten el distrito escolar PSJA ISD. Pharr es un centro de comercio y logística donde se cruzan la I-2 y la I-69C, y ahí está el Puente Internacional Pharr–Reynosa. San Juan es conocida por la Basílica de Nuestra Señora de San Juan del Valle. Alamo, más al oriente, queda cerca del Refugio Nacional de Vida Silvestre Santa Ana y ofrece calles de pueblo con acceso rápido a la autopista.",
      },
      {
        heading: "Weslaco y Donna",
        body: "En el centro del Valle, Weslaco tiene hospital propio, un campus de South Texas College, un centro de investigación de Texas A&M AgriLife y el Parque Estatal Estero Llano Grande. Donna, entre Alamo y Weslaco, tiene el Puente Internacional Donna–Río Bravo y un centro tradicional rodeado de campos de cultivo y fraccionamientos nuevos. Cada una tiene su propio distrito escolar: Weslaco ISD y Donna ISD.",
      },
      {
        heading: "Comunidades que vale la pena conocer",
        body: "Tres Lagos, en el extremo norte de McAllen, es una comunidad planeada con lagos, senderos, un campus de IDEA Public Schools y un centro de educación superior de Texas A&M. El norte de McAllen concentra muchos de los fraccionamientos cerrados y casas a la medida de la ciudad. Sharyland Plantation, en Mission, está en tierras citrícolas históricas y pertenece a Sharyland ISD. Meadow Creek es una colonia establecida de Mission trazada alrededor de un campo de golf.",
      },
    ],
    hero: {
      title: "Comunidades del Valle",
      subtitle: "Ocho ciudades, un solo Valle",
      description: "Compara ciudades y colonias del condado de Hidalgo y decide dónde empezar tu búsqueda.",
    },
  },
  market: {
    title: "Mercado inmobiliario del Valle: precios y tendencias",
    description: "Cifras del mercado del Valle calculadas con los listados actuales: precio mediano, precio por pie cuadrado, inventario y días en el mercado por ciudad y tipo.",
    h1: "Mercado inmobiliario del Valle del Río Grande",
    intro: "Esta página convierte los listados del sitio en cifras de mercado que puedes usar: precio de lista mediano, precio por pie cuadrado, número de propiedades activas y días en el mercado, por ciudad y por tipo de propiedad, con gráficas. Los números se recalculan con los listados actuales, así que cambian conforme entran y salen propiedades del mercado.\n\nEl precio de lista es lo que piden los vendedores, no lo que al final pagaron los compradores. Para saber con precisión cuánto vale una casa en particular, pide un análisis comparativo de mercado basado en ventas cerradas recientes.",
    sections: [
      {
        heading: "Cómo leer las cifras",
        body: "El precio mediano es el precio de en medio: la mitad de los listados pide más y la otra mitad menos, así que unas cuantas casas muy caras no lo distorsionan como pasaría con un promedio. El precio por pie cuadrado sirve para comparar casas de distinto tamaño, aunque el terreno, la antigüedad y el estado siguen contando. El inventario es el número de listados activos, y los días en el mercado indican cuánto tiempo llevan publicados.",
      },
      {
        heading: "Si vas a comprar",
        body: "Si en tu ciudad y rango de precio las casas tardan más en venderse, puede haber más margen para negociar precio, reparaciones o gastos de cierre. Si los días en el mercado son pocos y hay poco inventario, ten lista tu preaprobación y muévete rápido con las casas que te gusten. Compara ciudades entre sí: casas parecidas pueden tener precios muy distintos a unas cuantas millas de distancia.",
      },
      {
        heading: "Si vas a vender",
        body: "Tu precio compite con todo lo que ves aquí. Revisa las casas de tu ciudad y de tu tamaño que siguen en venta y pregúntate por qué: precio, estado o ubicación. Un análisis comparativo de mercado suma las ventas cerradas, que muestran lo que valuadores y compradores de verdad aceptaron. Poner bien el precio desde el inicio evita andar persiguiendo al mercado con rebajas.",
      },
    ],
    hero: {
      title: "El mercado del Valle",
      subtitle: "Precios, inventario y días en el mercado",
      description: "Consulta precios medianos y tendencias por ciudad y tipo de propiedad, calculados con los listados actuales.",
    },
  },
  mcallen: {
    title: "Vivir en McAllen, TX: guía de la ciudad",
    description: "Guía de McAllen: colonias, escuelas, trayectos, compras y casas en venta en la ciudad más grande del condado de Hidalgo, en español y en inglés.",
    h1: "Vivir en McAllen",
    intro: "McAllen es la ciudad más grande del condado de Hidalgo y un destino importante de compras y servicios médicos para toda la región y para quienes vienen del norte de México. Tiene colonias tradicionales cerca del centro y de la Expressway, fraccionamientos más nuevos y cerrados hacia el norte, y casas de todos los estilos y precios.\n\nEsta guía cubre las zonas principales, las escuelas y cómo moverte. Los niveles de precio y las casas en venta que ves más abajo salen de los listados actuales, así que reflejan lo que hay hoy en el mercado.",
    sections: [
      {
        heading: "Colonias y zonas",
        body: "El centro y el sur de McAllen tienen colonias más antiguas, con árboles grandes y casas de mediados del siglo pasado en adelante, cerca de la zona de la calle 17 del centro y del aeropuerto. Entre la Expressway 83 y la Nolana se mezclan casas de los ochenta y noventa con los comercios de la calle 10. El norte de McAllen, pasando la Trenton, tiene fraccionamientos más nuevos, muchos cerrados, y en el extremo norte está Tres Lagos, una comunidad planeada.",
      },
      {
        heading: "Escuelas",
        body: "La mayor parte de McAllen pertenece a McAllen ISD, que tiene tres preparatorias principales además de escuelas especializadas. Parte del lado poniente está en Sharyland ISD, parte del lado sur en Valley View ISD, y otros domicilios en las orillas de la ciudad pueden pertenecer a distritos vecinos, así que revisa cada listado. IDEA Public Schools y las escuelas privadas suman opciones. En educación superior, South Texas College tiene su campus principal en McAllen y Texas A&M tiene un centro de educación superior en Tres Lagos.",
      },
      {
        heading: "Cómo moverte",
        body: "La Expressway 83 (I-2) cruza la ciudad de oriente a poniente, y la calle 10, la Ware, la Bicentennial y la McColl corren hacia el norte. El Aeropuerto Internacional McAllen Miller está a minutos del centro, y los puentes internacionales Hidalgo–Reynosa y Anzalduas quedan a poca distancia al sur y al suroeste. Casi todo se hace en carro, y Metro McAllen tiene rutas locales de camión.",
      },
    ],
    hero: {
      title: "Vivir en McAllen",
      subtitle: "Colonias, escuelas y casas en venta",
      description: "Conoce las zonas de McAllen, desde las colonias del centro hasta las comunidades nuevas del norte.",
    },
  },
  "mcallen-homes": {
    title: "Casas en venta en McAllen, TX",
    description: "Casas en venta en McAllen, TX: casas, townhomes y condominios en el centro, el sur y el norte de McAllen, con fotos, precios y pago mensual estimado.",
    h1: "Casas en venta en McAllen",
    intro: "Estas son las casas en venta en McAllen ahora mismo, desde casas antiguas en el centro y el sur hasta casas más nuevas en los fraccionamientos cerrados del norte y en Tres Lagos. Filtra por precio, recámaras y colonia, guarda tus favoritas y activa una alerta para recibir los listados nuevos.\n\nAl comparar casas en McAllen, revisa el distrito escolar de cada listado, porque partes del lado poniente pertenecen a Sharyland ISD, y compara los impuestos, que dependen de la ciudad, del distrito escolar y de otras entidades. Pregunta por las cuotas y reglas de la HOA en los fraccionamientos cerrados, y por la zona de inundación y el drenaje de cada calle.",
    hero: {
      title: "Casas en venta en McAllen",
      subtitle: "Casas, townhomes y condominios en McAllen",
      description: "Mira todos los listados de McAllen y pide una visita privada de los que te gusten.",
    },
  },
  "mcallen-tres-lagos": {
    title: "Tres Lagos, McAllen: guía y casas en venta",
    description: "Tres Lagos, en el norte de McAllen: comunidad planeada con lagos, senderos, parques y escuelas. Conoce la zona y mira las casas en venta que hay hoy.",
    h1: "Tres Lagos, McAllen",
    intro: "Tres Lagos es una comunidad planeada en el extremo norte de McAllen, desarrollada por Rhodes Enterprises en lo que antes eran campos de cultivo. Su plan combina fraccionamientos de casas nuevas con lagos, senderos para caminar y andar en bici, parques, escuelas, iglesias, consultorios y comercios, y buena parte sigue en construcción.\n\nComo casi todas las casas son recientes, los compradores comparan planos, garantías del constructor y cuotas de HOA tanto como la ubicación. Abajo ves las casas en venta en Tres Lagos hoy.",
    sections: [
      {
        heading: "Qué hay en Tres Lagos",
        body: "El nombre viene de sus lagos, que son el eje de los senderos y las áreas verdes. Dentro del desarrollo hay un campus de IDEA Public Schools y el Texas A&M University Higher Education Center at McAllen, y las Shoppes at Tres Lagos suman comercios y servicios. Siguen abriendo etapas nuevas, así que pregunta qué se planea junto a cualquier lote que te interese.",
      },
      {
        heading: "Accesos y escuelas",
        body: "Tres Lagos está en el extremo norte de McAllen, varias millas arriba de la Expressway 83; las avenidas que corren de norte a sur bajan hasta la Trenton y la Expressway, que la conectan con el resto de la ciudad. La escuela pública asignada depende del domicilio exacto y puede cambiar conforme crece la zona, así que confirma el distrito y los planteles de cada casa antes de comprar.",
      },
      {
        heading: "Comprar en Tres Lagos",
        body: "Con tantas casas nuevas en el mercado, compara incentivos y garantías de los constructores, y contempla las cuotas de la HOA y el historial de impuestos de cada domicilio. Las casas de reventa ya tienen el jardín terminado y un recibo de impuestos conocido. Haz una inspección independiente en cualquier casa nueva, de preferencia antes del drywall y otra antes del cierre.",
      },
    ],
    hero: {
      title: "Tres Lagos",
      subtitle: "Comunidad planeada en el norte de McAllen",
      description: "Lagos, senderos y casas nuevas en el extremo norte de McAllen. Mira lo que está en venta.",
    },
  },
  "mcallen-north-luxury": {
    title: "Casas de lujo en el norte de McAllen",
    description: "Casas de lujo y fraccionamientos cerrados en el norte de McAllen: casas a la medida, terrenos amplios y visitas privadas. Conoce la zona y los listados.",
    h1: "Casas de lujo en el norte de McAllen",
    intro: "El norte de McAllen, más o menos de la Nolana hacia el norte pasando la Trenton, es donde están muchos de los fraccionamientos cerrados y casas hechas a la medida de la ciudad. Aquí son comunes las plantas amplias, albercas y áreas al aire libre, cocheras para tres carros y terrenos con espacio para una casita, cerca de las tiendas, restaurantes y consultorios de la calle 10.\n\nAbajo ves las casas de lujo en venta en el norte de McAllen hoy. Las visitas privadas se agendan con comprobante de fondos o carta de preaprobación.",
    sections: [
      {
        heading: "Fraccionamientos cerrados",
        body: "Los fraccionamientos cerrados del norte de McAllen van desde unas cuantas decenas de casas hasta colonias más grandes con casa club y andadores. Lee los documentos de la HOA antes de ofertar: cuotas y qué cubren, reglas de arquitectura para ampliaciones y albercas, restricciones para rentar y el fondo de reserva. Pregunta cómo funciona la caseta o el portón y cómo entran las visitas y la paquetería.",
      },
      {
        heading: "Precio y avalúo",
        body: "Las casas a la medida son difíciles de comparar, porque no hay dos con los mismos acabados, terreno o tamaño. Un análisis cuidadoso de ventas recientes en el mismo fraccionamiento y en los cercanos es indispensable, y si compras con crédito, espera que el avalúo se revise con lupa. Al vender, conviene documentar las mejoras, la edad del techo y de los sistemas de aire y las garantías que se transfieren.",
      },
      {
        heading: "Escuelas y accesos",
        body: "La escuela asignada en el norte de McAllen depende del domicilio, así que confirma el distrito y los planteles de cada casa antes de ofertar. La Trenton, la Nolana, la calle 10 y la Ware conectan con la Expressway 83, y sobre la calle 10 y sus alrededores encuentras consultorios, restaurantes y plazas comerciales.",
      },
    ],
    hero: {
      title: "Lujo en el norte de McAllen",
      subtitle: "Fraccionamientos cerrados y casas a la medida",
      description: "Mira casas de lujo en venta en el norte de McAllen y agenda una visita privada.",
    },
  },
  mission: {
    title: "Vivir en Mission, TX: guía de la ciudad",
    description: "Guía de Mission: colonias, distritos escolares, trayectos, parques y herencia citrícola, además de las casas que están en venta hoy en Mission, Texas.",
    h1: "Vivir en Mission",
    intro: "Mission, justo al poniente de McAllen, creció entre huertas de cítricos y todavía celebra esa herencia con el Texas Citrus Fiesta. Hoy ofrece colonias tradicionales cerca del centro, comunidades planeadas y de campo de golf, y fraccionamientos nuevos en el lado norte, con acceso rápido a McAllen por la Expressway 83.\n\nEsta guía cubre las zonas principales, las escuelas, los parques y cómo moverte. Los niveles de precio y los listados de abajo salen de las casas que están hoy en el mercado.",
    sections: [
      {
        heading: "Colonias y zonas",
        body: "El centro de Mission, alrededor de la Conway y del centro histórico, tiene casas antiguas en calles establecidas. Sharyland Plantation ofrece colonias planeadas en el lado sureste, y Meadow Creek es una colonia establecida trazada alrededor de un campo de golf. Al norte de la Expressway, sobre la Shary, la Bryan y la Inspiration, los fraccionamientos nuevos siguen avanzando hacia las Mile roads, algunos con terrenos grandes y fosa séptica.",
      },
      {
        heading: "Escuelas",
        body: "A Mission la atienden tres distritos escolares: Mission CISD en buena parte de la ciudad, Sharyland ISD en el lado oriente, incluida Sharyland Plantation, y La Joya ISD hacia el poniente. Los límites de los distritos no siguen a los de la ciudad, así que confirma el distrito de cada domicilio. South Texas College y UTRGV quedan a distancia de manejo.",
      },
      {
        heading: "Parques y cómo moverte",
        body: "Cerca del río, al sur de la ciudad, están el Parque Estatal Bentsen-Rio Grande Valley, sede del World Birding Center, y el National Butterfly Center, y muy cerca se encuentra la histórica capilla de La Lomita. El Puente Internacional Anzalduas conecta con Reynosa, y la Expressway 83 une a Mission con McAllen y el resto del Valle.",
      },
    ],
    hero: {
      title: "Vivir en Mission",
      subtitle: "Herencia citrícola, parques y colonias en crecimiento",
      description: "Conoce las colonias, escuelas y casas en venta de Mission, justo al poniente de McAllen.",
    },
  },
  "mission-homes": {
    title: "Casas en venta en Mission, TX",
    description: "Casas en venta en Mission, TX: colonias establecidas, Sharyland Plantation, comunidades de campo de golf y fraccionamientos nuevos del lado norte.",
    h1: "Casas en venta en Mission",
    intro: "Aquí están las casas en venta en Mission ahora mismo, desde casas antiguas cerca del centro hasta casas en Sharyland Plantation, Meadow Creek y los fraccionamientos nuevos al norte de la Expressway. Filtra por precio, tamaño y características, guarda tus favoritas y activa alertas de listados nuevos.\n\nEn Mission, el distrito escolar puede ser Mission CISD, Sharyland ISD o La Joya ISD según la calle, y la tasa de impuestos cambia con él, así que revisa cada listado. En terrenos grandes a las orillas de la ciudad, pregunta si la casa tiene fosa séptica y quién da el servicio de agua, y revisa la zona de inundación y el drenaje de cada propiedad.",
    hero: {
      title: "Casas en venta en Mission",
      subtitle: "Casas en todo Mission, Texas",
      description: "Mira los listados de Mission y pide una visita privada de las casas que te gusten.",
    },
  },
  "mission-sharyland": {
    title: "Sharyland Plantation, Mission: guía de la comunidad",
    description: "Sharyland Plantation en Mission, TX: colonias planeadas en tierras citrícolas históricas, escuelas de Sharyland ISD y cercanía a McAllen. Casas en venta.",
    h1: "Sharyland Plantation",
    intro: "Sharyland Plantation es una comunidad planeada en Mission, en tierras que formaron parte de Sharyland, el emporio citrícola que John H. Shary levantó a principios del siglo XX. Hoy combina colonias residenciales de distintos tamaños, algunas cerradas, con zonas comerciales y de negocios, al sur de la Expressway 83 y cerca del límite con McAllen.\n\nAbajo ves las casas en venta en Sharyland Plantation hoy, desde casas establecidas hasta casas construidas a la medida.",
    sections: [
      {
        heading: "Historia y ubicación",
        body: "John H. Shary, conocido como el padre de la industria citrícola de Texas, convirtió este monte en huertas de riego en las décadas de 1910 y 1920, y el nombre Sharyland se quedó en la zona, en su distrito escolar y en la Shary Road. Hoy la comunidad queda a unos minutos de McAllen, y el Puente Internacional Anzalduas está a poca distancia al sur.",
      },
      {
        heading: "Escuelas",
        body: "Sharyland Plantation pertenece a Sharyland ISD, el distrito que lleva el nombre de John Shary y que atiende partes de Mission y McAllen. Como en cualquier zona, confirma con el distrito los planteles asignados a un domicilio en particular, porque las zonas de asistencia pueden cambiar cuando se abren escuelas nuevas.",
      },
      {
        heading: "Comprar aquí",
        body: "Hay desde casas establecidas hasta casas a la medida en terrenos amplios. Revisa los documentos y las cuotas de la HOA de la colonia específica, porque cada sección puede tener su propia asociación y sus reglas. Compara impuestos entre casas cercanas, pregunta por la zona de inundación y el historial de drenaje y, en casas a la medida, pregunta quién las construyó y la edad de los sistemas principales.",
      },
    ],
    hero: {
      title: "Sharyland Plantation",
      subtitle: "Comunidad planeada en tierras citrícolas históricas",
      description: "Conoce Sharyland Plantation, en Mission, y las casas que están en venta hoy.",
    },
  },
  "mission-meadow-creek": {
    title: "Meadow Creek en Mission: guía de la colonia",
    description: "Meadow Creek en Mission, TX: una colonia establecida trazada alrededor de un campo de golf. Qué revisar antes de comprar y las casas que están en venta hoy.",
    h1: "Meadow Creek in the Valley",
    intro: "Meadow Creek es una colonia establecida de Mission trazada alrededor de un campo de golf, con casas construidas desde principios de los ochenta. Sus calles tienen jardines maduros, algunas casas tienen vista al campo y McAllen queda a unos minutos.\n\nAbajo ves las casas en venta en Meadow Creek hoy. Como las casas varían en antigüedad y en qué tanto se han remodelado, cada una merece una revisión cuidadosa del techo, la plomería, la electricidad y el aire acondicionado.",
    sections: [
      {
        heading: "El campo de golf y lo que viene",
        body: "En 2019, a petición de los dueños, la Ciudad de Mission cambió la zonificación de parte de los terrenos del campo de golf, lo que permite otros usos en algunas fracciones. Si te interesa una casa que colinda con el campo, pregunta qué se planea en el terreno de atrás, confirma la zonificación vigente con la ciudad y lee las restricciones de escritura que apliquen al lote.",
      },
      {
        heading: "Comprar una casa establecida",
        body: "Las casas con más años suelen tener terrenos amplios y árboles grandes, y a veces sistemas que ya piden cambio. Aprovecha tu periodo de opción para una inspección completa, incluida una revisión con cámara de la línea de drenaje si la plomería es original, y pide la edad del techo y del aire acondicionado. Confirma también el distrito escolar del domicilio y cualquier cuota o regla de HOA.",
      },
    ],
    hero: {
      title: "Meadow Creek",
      subtitle: "Colonia establecida alrededor de un campo de golf",
      description: "Mira las casas en venta en Meadow Creek, en Mission, y qué revisar antes de comprar.",
    },
  },
  pharr: {
    title: "Vivir en Pharr, TX: guía de la ciudad",
    description: "Guía de Pharr: colonias, escuelas de PSJA ISD, el puente Pharr–Reynosa, trayectos y las casas y propiedades comerciales en venta hoy en Pharr, Texas.",
    h1: "Vivir en Pharr",
    intro: "Pharr está justo al oriente de McAllen, donde la Expressway 83 (I-2) se cruza con la I-69C, un cruce con mucho tráfico de autos y tráileres. El Puente Internacional Pharr–Reynosa, un cruce clave para las frutas y verduras frescas que llegan de México, ha atraído bodegas, cuartos fríos y empresas de logística al sur de la ciudad.\n\nPara quien busca casa, Pharr ofrece colonias antiguas cerca del centro, fraccionamientos más nuevos en el norte y acceso fácil a McAllen, Edinburg y el resto del Valle. Las cifras de precio y los listados de abajo salen de las propiedades en el mercado hoy.",
    sections: [
      {
        heading: "Colonias y zonas",
        body: "El centro antiguo, alrededor de la Cage Boulevard, tiene casas sencillas en calles establecidas. Al norte de la Expressway, los fraccionamientos construidos en las últimas décadas se extienden hacia la Nolana y más allá, y sigue la construcción nueva en el lado norte. El sur de Pharr, hacia el puente y la Military Highway, es más industrial, con algunas zonas habitacionales.",
      },
      {
        heading: "Escuelas",
        body: "La mayor parte de Pharr pertenece a Pharr-San Juan-Alamo ISD (PSJA ISD), conocido por sus preparatorias con modelo de early college. Algunas zonas del sur de Pharr están en Valley View ISD, así que confirma el distrito de cada domicilio. South Texas College y UTRGV quedan cerca, en McAllen y en Edinburg.",
      },
      {
        heading: "Trayectos y negocios",
        body: "En Pharr se cruzan la I-2 y la I-69C, así que McAllen, Edinburg y el centro del Valle quedan a un trayecto corto. El puente Pharr–Reynosa recibe mucho tráfico comercial, por eso el sur de la ciudad tiene tantas bodegas y cuartos fríos; revisa las páginas comerciales si necesitas espacio industrial cerca del puente.",
      },
    ],
    hero: {
      title: "Vivir en Pharr",
      subtitle: "Donde se cruzan la I-2 y la I-69C",
      description: "Conoce las colonias, escuelas y casas de Pharr, junto al Puente Internacional Pharr–Reynosa.",
    },
  },
  edinburg: {
    title: "Vivir en Edinburg, TX: guía de la ciudad",
    description: "Guía de Edinburg: UTRGV, escuelas de Edinburg CISD, colonias, trayectos por la I-69C y casas en venta en la cabecera del condado de Hidalgo.",
    h1: "Vivir en Edinburg",
    intro: "Edinburg es la cabecera del condado de Hidalgo y sede del campus de Edinburg de la Universidad de Texas Rio Grande Valley (UTRGV). La universidad, el gobierno del condado y un sector médico en crecimiento le dan forma a la ciudad, que ha sumado fraccionamientos nuevos, sobre todo en el norte, sin perder su centro tradicional.\n\nEsta guía cubre colonias, escuelas y cómo moverte. Los niveles de precio y las casas en venta de abajo salen de los listados actuales.",
    sections: [
      {
        heading: "Colonias y zonas",
        body: "Las calles cerca del centro y del campus de UTRGV tienen casas más antiguas y muchas casas en renta. El norte de Edinburg, sobre la I-69C y las calles Trenton, Canton y Monte Cristo, concentra buena parte de la construcción nueva, con fraccionamientos de casas y townhomes recientes. En el resto de la ciudad se mezclan colonias establecidas y construcciones nuevas.",
      },
      {
        heading: "Escuelas y universidad",
        body: "Edinburg CISD atiende la mayor parte de la ciudad y tiene varias preparatorias. UTRGV ofrece carreras desde licenciatura hasta doctorado, incluida su Escuela de Medicina, y South Texas College está a un trayecto corto en McAllen. IDEA y otras escuelas públicas charter tienen planteles en la ciudad. Como siempre, confirma los planteles asignados a cada domicilio.",
      },
      {
        heading: "Cómo moverte",
        body: "La I-69C cruza Edinburg de norte a sur y se conecta con la I-2 en Pharr, y la carretera estatal 107 (University Drive) la cruza de oriente a poniente. McAllen queda a un trayecto corto al sur, el Aeropuerto Internacional McAllen Miller tiene vuelos comerciales y el South Texas International Airport at Edinburg atiende la aviación general.",
      },
    ],
    hero: {
      title: "Vivir en Edinburg",
      subtitle: "Cabecera del condado y ciudad universitaria",
      description: "Conoce las colonias, escuelas y casas en venta de Edinburg, desde UTRGV hasta el norte en crecimiento.",
    },
  },
  weslaco: {
    title: "Vivir en Weslaco, TX: guía de la ciudad",
    description: "Guía de Weslaco: colonias del centro del Valle, escuelas de Weslaco ISD, parques, el puente de Progreso y las casas en venta hoy en Weslaco, Texas.",
    h1: "Vivir en Weslaco",
    intro: "Weslaco está en el centro del Valle, sobre la Expressway 83, más o menos a medio camino entre McAllen y Harlingen, así que es práctica para trasladarse hacia cualquiera de los dos lados. Tiene hospital propio, un campus de South Texas College, un centro de investigación de Texas A&M AgriLife ligado a la agricultura de la región y el Parque Estatal Estero Llano Grande, para observar aves y caminar.\n\nEsta guía cubre colonias, escuelas y cómo moverte; los niveles de precio y las casas en venta de abajo salen de los listados actuales.",
    sections: [
      {
        heading: "Colonias y zonas",
        body: "Las colonias más antiguas rodean el centro y el trazo original del pueblo, con casas en calles establecidas. Los fraccionamientos más nuevos han crecido al norte de la Expressway y en las orillas de la ciudad, y a pocos minutos hay propiedades rurales con terreno por acre. Las lluvias de junio de 2018 inundaron varias zonas de la ciudad, así que revisa el drenaje de cualquier calle que te interese.",
      },
      {
        heading: "Escuelas",
        body: "Weslaco ISD atiende la mayor parte de la ciudad, con dos preparatorias principales: Weslaco High y Weslaco East. El campus Mid-Valley de South Texas College ofrece carreras de dos años y programas de capacitación laboral, y UTRGV queda a distancia de manejo. Confirma los planteles asignados a cada domicilio.",
      },
      {
        heading: "Cómo moverte",
        body: "La Expressway 83 conecta a Weslaco con McAllen al poniente y con Mercedes y Harlingen al oriente. La FM 1015 baja al Puente Internacional de Progreso, y el puente Donna–Río Bravo está un poco al poniente. Knapp Medical Center da servicio de hospital en la ciudad.",
      },
    ],
    hero: {
      title: "Vivir en Weslaco",
      subtitle: "Una ciudad del centro del Valle sobre la 83",
      description: "Conoce las colonias, escuelas y casas en venta de Weslaco, a medio camino entre McAllen y Harlingen.",
    },
  },
  "san-juan": {
    title: "Vivir en San Juan, TX: guía de la ciudad",
    description: "Guía de San Juan: colonias, escuelas de PSJA ISD, la Basílica de Nuestra Señora de San Juan del Valle y las casas en venta hoy en San Juan, Texas.",
    h1: "Vivir en San Juan",
    intro: "San Juan es una ciudad más pequeña entre Pharr y Alamo, sobre la Expressway 83, conocida sobre todo por la Basílica de Nuestra Señora de San Juan del Valle, santuario nacional que recibe peregrinos de los dos lados de la frontera. Su ubicación deja a McAllen, Edinburg y el centro del Valle a un trayecto corto, y sus colonias van de casas antiguas cerca del santuario a fraccionamientos más nuevos hacia el norte.\n\nEsta guía cubre colonias, escuelas y cómo moverte; los niveles de precio y las casas en venta de abajo salen de los listados actuales.",
    sections: [
      {
        heading: "Colonias y zonas",
        body: "La parte antigua de la ciudad, cerca del centro y de la basílica, tiene casas sencillas en calles establecidas. Hacia el norte, los fraccionamientos de las últimas décadas ofrecen casas más nuevas, con algunos terrenos más grandes en las orillas. Muchas calles son tranquilas y residenciales, y las tiendas grandes quedan a unos minutos en Pharr y McAllen.",
      },
      {
        heading: "Escuelas",
        body: "San Juan pertenece a PSJA ISD, el distrito que comparte con Pharr y Alamo y que es conocido por sus preparatorias con modelo de early college. Confirma los planteles asignados a cada domicilio. UTRGV en Edinburg y South Texas College en McAllen quedan a distancia de manejo.",
      },
      {
        heading: "Cómo moverte",
        body: "La Expressway 83 atraviesa la ciudad y la I-69C está a unos minutos al poniente, en Pharr. El Puente Internacional Pharr–Reynosa queda a poca distancia al sur, y el Aeropuerto Internacional McAllen Miller es el aeropuerto con vuelos comerciales más cercano. Las calles de oriente a poniente conectan el norte de San Juan con Pharr y McAllen, así que casi todos los mandados quedan cerca.",
      },
    ],
    hero: {
      title: "Vivir en San Juan",
      subtitle: "Hogar de la Basílica de San Juan del Valle",
      description: "Conoce las colonias, escuelas y casas en venta de San Juan, entre Pharr y Alamo.",
    },
  },
  alamo: {
    title: "Vivir en Alamo, TX: guía de la ciudad",
    description: "Guía de Alamo: colonias, escuelas de PSJA ISD, el Refugio Nacional de Vida Silvestre Santa Ana y las casas que están en venta hoy en Alamo, Texas.",
    h1: "Vivir en Alamo",
    intro: "Alamo es una ciudad pequeña sobre la Expressway 83, al oriente de San Juan, con ritmo tranquilo, calles poco densas y acceso rápido a McAllen y Weslaco. Al sur está el Refugio Nacional de Vida Silvestre Santa Ana, que protege hábitat nativo junto al Río Grande y atrae a observadores de aves de todo el país. En la zona también hay muchos parques de casas móviles y de RV, con más movimiento en los meses de invierno.\n\nEsta guía cubre colonias, escuelas y cómo moverte; los niveles de precio y las casas en venta de abajo salen de los listados actuales.",
    sections: [
      {
        heading: "Colonias y zonas",
        body: "El centro antiguo de Alamo está cerca de la Expressway y de la Alamo Road, con casas sencillas en calles establecidas. Hacia el norte se han construido fraccionamientos más nuevos, y en las orillas hay lotes rurales y terrenos pequeños por acre. Las casas manufacturadas y los parques de RV son comunes, así que revisa qué tipo de propiedad ofrece cada listado y si incluye el terreno.",
      },
      {
        heading: "Escuelas",
        body: "Alamo forma parte de PSJA ISD, el distrito que comparte con Pharr y San Juan y que es conocido por sus preparatorias con modelo de early college. Confirma los planteles asignados a cada domicilio, porque las zonas de asistencia pueden cambiar. Los campus de South Texas College en McAllen y Weslaco, y UTRGV en Edinburg, quedan a distancia de manejo.",
      },
      {
        heading: "Cómo moverte y qué hacer",
        body: "La Expressway 83 conecta a Alamo con McAllen al poniente y con Donna y Weslaco al oriente. La FM 907 (Alamo Road) baja hacia el refugio Santa Ana y la Military Highway, y los puentes internacionales Pharr–Reynosa y Donna–Río Bravo quedan a poca distancia.",
      },
    ],
    hero: {
      title: "Vivir en Alamo",
      subtitle: "Calles de pueblo cerca del refugio Santa Ana",
      description: "Conoce las colonias, escuelas y casas en venta de Alamo, al oriente de McAllen sobre la Expressway 83.",
    },
  },
  donna: {
    title: "Vivir en Donna, TX: guía de la ciudad",
    description: "Guía de Donna: colonias, escuelas de Donna ISD, el Puente Internacional Donna–Río Bravo, trayectos y las casas que están en venta hoy en Donna, Texas.",
    h1: "Vivir en Donna",
    intro: "Donna es una ciudad del centro del Valle sobre la Expressway 83, entre Alamo y Weslaco, con pasado agrícola, un centro compacto y colonias rodeadas de campos de cultivo. El Puente Internacional Donna–Río Bravo la conecta directamente con México, y McAllen y Weslaco quedan a un trayecto corto.\n\nHay casas antiguas cerca del centro, fraccionamientos más nuevos y propiedades rurales con terreno por acre. Esta guía cubre colonias, escuelas y cómo moverte; los niveles de precio y las casas en venta de abajo salen de los listados actuales.",
    sections: [
      {
        heading: "Colonias y zonas",
        body: "Las casas antiguas están en las calles alrededor del centro de Donna. Los fraccionamientos más nuevos han crecido al norte de la Expressway y sobre las principales carreteras FM, y fuera de los límites de la ciudad son comunes las propiedades rurales con terreno. Las casas manufacturadas y los parques de RV también forman parte de la oferta de vivienda local.",
      },
      {
        heading: "Escuelas",
        body: "Donna ISD atiende la mayor parte de la ciudad, incluidas Donna High School y Donna North High School. Algunos domicilios en las orillas pueden pertenecer a distritos vecinos, así que confirma los planteles asignados. El campus Mid-Valley de South Texas College en Weslaco y UTRGV en Edinburg quedan a distancia de manejo.",
      },
      {
        heading: "Cómo moverte",
        body: "La Expressway 83 conecta a Donna con McAllen al poniente y con Weslaco y Harlingen al oriente. El Puente Internacional Donna–Río Bravo está al sur de la ciudad y el de Progreso a poca distancia al oriente. Para vuelos comerciales tienes el Aeropuerto Internacional McAllen Miller y el Valley International Airport en Harlingen.",
      },
    ],
    hero: {
      title: "Vivir en Donna",
      subtitle: "Centro del Valle, junto al puente Donna–Río Bravo",
      description: "Conoce las colonias, escuelas y casas en venta de Donna, entre Alamo y Weslaco.",
    },
  },
  "pharr-homes": {
    title: "Casas en venta en Pharr, TX",
    description: "Casas en venta en Pharr, TX: casas y townhomes en colonias establecidas y en los fraccionamientos nuevos del norte de Pharr, con fotos, precios y detalles.",
    h1: "Casas en venta en Pharr",
    intro: "Estas son las casas en venta en Pharr ahora mismo, desde colonias establecidas cerca del centro hasta fraccionamientos más nuevos en el lado norte. Como Pharr está donde se cruzan la I-2 y la I-69C, los trayectos a McAllen, Edinburg y el centro del Valle son cortos, así que conviene incluirla en cualquier búsqueda cerca de McAllen.\n\nRevisa el distrito escolar de cada listado: casi todo Pharr pertenece a PSJA ISD y algunas zonas del sur a Valley View ISD. Compara los impuestos entre casas cercanas, revisa la zona de inundación y el drenaje y, en el lado sur, fíjate qué tan cerca queda la casa de las rutas de tráileres y de las zonas industriales.",
    hero: {
      title: "Casas en venta en Pharr",
      subtitle: "Casas y townhomes en Pharr, Texas",
      description: "Mira los listados de Pharr, guarda tus favoritas y pide una visita privada.",
    },
  },
  "edinburg-homes": {
    title: "Casas en venta en Edinburg, TX",
    description: "Casas en venta en Edinburg, TX: casas cerca de UTRGV y del centro, fraccionamientos nuevos en el norte y townhomes, con fotos, precios y detalles.",
    h1: "Casas en venta en Edinburg",
    intro: "Aquí están las casas en venta en Edinburg ahora mismo, desde casas antiguas cerca del centro y del campus de UTRGV hasta los fraccionamientos nuevos que siguen creciendo en el norte. Filtra por precio, recámaras y tamaño, guarda tus favoritas y activa una alerta para recibir por correo los listados nuevos de Edinburg.\n\nLa mayoría de los domicilios de Edinburg pertenecen a Edinburg CISD, pero confirma el distrito de cada casa. Cerca del campus, algunas casas se han usado como renta, así que revisa bien su estado y su historial de mantenimiento. En fraccionamientos nuevos, compara garantías del constructor, cuotas de HOA y el recibo de impuestos del primer año completo. Como en todo el Valle, revisa la zona de inundación y el drenaje.",
    hero: {
      title: "Casas en venta en Edinburg",
      subtitle: "Casas y townhomes en Edinburg, Texas",
      description: "Mira los listados de Edinburg, desde cerca de UTRGV hasta el norte en crecimiento.",
    },
  },
  "weslaco-homes": {
    title: "Casas en venta en Weslaco, TX",
    description: "Casas en venta en Weslaco, TX: casas en colonias establecidas del centro del Valle, fraccionamientos nuevos y propiedades rurales, con fotos y precios.",
    h1: "Casas en venta en Weslaco",
    intro: "Estas son las casas en venta en Weslaco ahora mismo, con casas en colonias establecidas cerca del centro, fraccionamientos más nuevos y propiedades rurales con terreno en las orillas de la ciudad. Por su ubicación en el centro del Valle, tanto McAllen como Harlingen quedan a distancia de manejo diario.\n\nLa mayor parte de la ciudad pertenece a Weslaco ISD; confirma los planteles de cada domicilio. Varias zonas de Weslaco se inundaron con las lluvias de junio de 2018, así que revisa la zona de inundación, busca en la declaración del vendedor si ha entrado agua antes y cotiza un seguro contra inundaciones aunque la casa no aparezca en zona de riesgo en el mapa. En propiedades rurales, pregunta por la fuente de agua, la fosa séptica y los derechos de riego.",
    hero: {
      title: "Casas en venta en Weslaco",
      subtitle: "Casas y terrenos en el centro del Valle",
      description: "Mira los listados de Weslaco, guarda tus favoritas y pide una visita privada.",
    },
  },
  "san-juan-homes": {
    title: "Casas en venta en San Juan, TX",
    description: "Casas en venta en San Juan, TX: casas en colonias establecidas y fraccionamientos más nuevos entre Pharr y Alamo, con fotos, precios y detalles.",
    h1: "Casas en venta en San Juan",
    intro: "Aquí están las casas en venta en San Juan, una ciudad más pequeña sobre la Expressway 83 entre Pharr y Alamo. Hay desde casas antiguas cerca del centro y de la basílica hasta casas más nuevas en los fraccionamientos del lado norte. Guarda tus favoritas y activa una alerta para enterarte de los listados nuevos.\n\nSan Juan pertenece a PSJA ISD. Al comparar casas, revisa la tasa de impuestos, que suma la de la ciudad, el condado, el distrito escolar y otras entidades, y la zona de inundación y el drenaje de la calle. En casas con más años, aprovecha el periodo de opción para una inspección completa del techo, los cimientos, la plomería y la electricidad.",
    hero: {
      title: "Casas en venta en San Juan",
      subtitle: "Casas entre Pharr y Alamo",
      description: "Mira los listados de San Juan, guarda tus favoritas y pide una visita privada.",
    },
  },
  "alamo-homes": {
    title: "Casas en venta en Alamo, TX",
    description: "Casas en venta en Alamo, TX: casas, lotes y casas manufacturadas cerca de la Expressway 83 y del refugio Santa Ana, con fotos, precios y detalles.",
    h1: "Casas en venta en Alamo",
    intro: "Estas son las casas en venta en Alamo ahora mismo, desde casas en colonias establecidas hasta fraccionamientos más nuevos y propiedades en lotes rurales más grandes. Alamo ofrece calles de pueblo con acceso rápido a la Expressway 83, a McAllen y al centro del Valle.\n\nAlamo pertenece a PSJA ISD. Como las casas manufacturadas son comunes aquí, revisa si el listado incluye el terreno o si la casa está en un lote rentado, y si está registrada como bien inmueble; eso cambia el financiamiento, el seguro y los impuestos. En cualquier casa, revisa la zona de inundación y el drenaje, y pide la edad del techo y del aire acondicionado.",
    hero: {
      title: "Casas en venta en Alamo",
      subtitle: "Casas y lotes al oriente de McAllen",
      description: "Mira los listados de Alamo, guarda tus favoritas y pide una visita privada.",
    },
  },
  "donna-homes": {
    title: "Casas en venta en Donna, TX",
    description: "Casas en venta en Donna, TX: casas cerca del centro, fraccionamientos nuevos y propiedades rurales con terreno en el centro del Valle, con fotos y detalles.",
    h1: "Casas en venta en Donna",
    intro: "Aquí están las casas en venta en Donna, con casas cerca del centro, fraccionamientos más nuevos y propiedades rurales con terreno. Donna está entre Alamo y Weslaco sobre la Expressway 83, cerca del Puente Internacional Donna–Río Bravo.\n\nLa mayor parte de Donna pertenece a Donna ISD; confirma el distrito de cada domicilio. Fuera de los límites de la ciudad, pregunta si la propiedad tiene agua de la ciudad o de una corporación de agua (water supply corporation), si usa fosa séptica y si tiene derechos de riego. Revisa la zona de inundación y el drenaje de cada casa y, en casas manufacturadas, confirma cómo están registrados la casa y el terreno.",
    hero: {
      title: "Casas en venta en Donna",
      subtitle: "Casas y terrenos entre Alamo y Weslaco",
      description: "Mira los listados de Donna, guarda tus favoritas y pide una visita privada.",
    },
  },
  blog: {
    title: "Blog de bienes raíces del Valle",
    description: "Artículos sobre comprar, vender e invertir en bienes raíces del Valle del Río Grande: mercado, tasas hipotecarias, ayuda para el enganche, casitas y colonias.",
    h1: "Blog de bienes raíces",
    intro: "Artículos prácticos sobre comprar, vender e invertir en el Valle del Río Grande, del más reciente al más antiguo: el mercado de McAllen, el panorama de las tasas hipotecarias, la ayuda para el enganche, cómo comprar una casa con casita, guías de colonias y las tendencias industriales y de nearshoring que mueven el mercado comercial.\n\nTodos los artículos están en español y en inglés, con enlaces a listados y guías relacionados. ¿Tienes una pregunta que te gustaría ver respondida aquí? Mándala desde la página de contacto.",
    hero: {
      title: "Blog de bienes raíces",
      subtitle: "Guías y notas del mercado del Valle",
      description: "Lee artículos sobre comprar, vender, financiar e invertir en el Valle del Río Grande.",
    },
  },
  wishlist: {
    title: "Tus propiedades favoritas",
    description: "Tus casas y propiedades comerciales favoritas en una sola lista. Compáralas, revisa su precio y estado actual y pide una visita privada cuando quieras.",
    h1: "Mis favoritas",
    intro: "Cada propiedad que marcas con el corazón se guarda aquí, para que la encuentres desde cualquier dispositivo al iniciar sesión. Cada tarjeta muestra el precio y el estado actual de la propiedad.\n\nUsa esta lista para comparar casas y decidir cuáles quieres ver en persona. Abre cualquier propiedad para ver todos sus detalles, compartirla o pedir una visita privada. Para guardar favoritas, inicia sesión o crea tu cuenta gratis; toma un minuto y también te permite guardar búsquedas y recibir alertas.",
    hero: {
      title: "Mis favoritas",
      subtitle: "Las propiedades que has guardado",
      description: "Inicia sesión para ver y comparar tus casas y propiedades comerciales guardadas desde cualquier dispositivo.",
    },
  },
  search: {
    title: "Busca casas y propiedades en el Valle",
    description: "Busca casas, rentas, propiedades comerciales y terrenos en McAllen, Mission, Edinburg y el Valle del Río Grande por ciudad, precio, recámaras y tipo.",
    h1: "Buscar propiedades",
    intro: "Busca en todos los listados del sitio por dirección, ciudad, fraccionamiento, código postal o número de MLS, y luego afina los resultados por precio, recámaras, baños, tipo de propiedad y estado. Puedes ordenar los resultados, y cada búsqueda tiene su propia dirección web, así que puedes guardarla en los marcadores del navegador o compartirla.\n\nSi inicias sesión, puedes guardar una búsqueda y recibir un correo cuando salgan listados nuevos que coincidan, al instante o una vez al día. ¿Encontraste algo que te gusta? Toca el corazón para guardarlo en tus favoritas.",
    hero: {
      title: "Buscar propiedades",
      subtitle: "Casas, rentas, locales y terrenos",
      description: "Busca por ciudad, precio, recámaras y tipo en McAllen, Mission, Edinburg y todo el Valle.",
    },
  },
  contact: {
    title: "Contacta a tu agente bilingüe en el Valle",
    description: "Llama, manda mensaje o escribe para preguntar sobre comprar, vender, rentar o propiedades comerciales en McAllen y el Valle. Atención en español e inglés.",
    h1: "Contacto",
    intro: "¿Tienes una pregunta sobre una propiedad, quieres vender o apenas estás pensando en mudarte? Llama al {phone} o manda un mensaje con el formulario de abajo, y {agentName} te responderá en español o en inglés, como prefieras.\n\nIncluye todo lo que quieras: la ciudad o la propiedad que te interesa, tus tiempos y la mejor forma de contactarte. Tu mensaje se guarda en cuanto lo envías y recibirás una confirmación por correo electrónico.",
    sections: [
      {
        heading: "Si quieres comprar o rentar",
        body: "Comparte las ciudades, el rango de precio y el tipo de casa que tienes en mente, y si ya tienes preaprobación o apenas estás explorando. También puedes mandar el enlace de una propiedad de este sitio. Recibirás listados que coincidan, respuestas sobre colonias y escuelas y, cuando quieras, una visita privada.",
      },
      {
        heading: "Si quieres vender",
        body: "Incluye la dirección y algunos datos: tamaño, remodelaciones recientes y cuándo te gustaría mudarte. Recibirás un análisis comparativo de mercado con ventas recientes en tu zona, junto con un plan para preparar, ponerle precio y promover tu casa en español y en inglés.",
      },
      {
        heading: "Propiedades comerciales",
        body: "Para bodegas, cuartos fríos, locales, oficinas o terrenos, describe el uso, el tamaño, la zona y tus tiempos, y si quieres comprar o rentar. Datos como altura libre, andenes, capacidad eléctrica, estacionamiento o distancia a los puentes ayudan a encontrar opciones más rápido, y recibirás una lista corta de propiedades que sí te sirvan.",
      },
      {
        heading: "Tus datos",
        body: "Tus datos se usan para responder a tu solicitud. Al enviar el formulario aceptas que te contacten sobre ella, y puedes pedir que dejen de hacerlo en cualquier momento. La Texas Real Estate Commission exige el aviso Information About Brokerage Services, que encuentras enlazado al pie de cada página.",
      },
    ],
    hero: {
      title: "Contacto",
      subtitle: "Llama, manda mensaje o escribe",
      description: "¿Dudas sobre comprar, vender, rentar o propiedades comerciales? Escribe en español o en inglés.",
    },
  },
  tools: {
    title: "Calculadoras de crédito hipotecario y compra",
    description: "Calculadoras gratis para compradores del Valle: pago mensual con impuestos y seguro, cuánto puedes pagar, gastos de cierre en Texas y rentar contra comprar.",
    h1: "Herramientas para comprar casa",
    intro: "Saca cuentas antes de salir a buscar. Estas calculadoras estiman tu pago mensual con impuestos, seguro, cuotas de HOA y seguro hipotecario; cuánta casa te permite tu ingreso; qué gastos de cierre esperar; y si te conviene más rentar o comprar según los años que piensas quedarte. Los resultados se actualizan mientras escribes.\n\nLas calculadoras dan estimaciones, no ofertas de crédito. El Loan Estimate de tu prestamista te dará tu tasa y tus costos reales.",
    sections: [
      {
        heading: "Pago mensual",
        body: "Escribe el precio, el enganche, la tasa y el plazo para ver capital e intereses, y luego suma el impuesto anual, el seguro de la casa, las cuotas de HOA y el seguro hipotecario privado (PMI) para tener el pago completo. En el Valle los impuestos pesan mucho en el pago: la tasa combinada viene de la ciudad, el condado, el distrito escolar y otras entidades, y la exención de homestead la baja cuando ya vives en la casa.",
      },
      {
        heading: "Cuánto puedes pagar",
        body: "Los prestamistas revisan tu relación deuda-ingreso: qué parte de tu ingreso mensual bruto se va al nuevo pago de la casa más el carro, los préstamos estudiantiles y las tarjetas. Escribe tu ingreso y tus deudas para ver un rango de precio, y deja margen para servicios, mantenimiento y ahorro. La preaprobación confirma la cifra real.",
      },
      {
        heading: "Gastos de cierre y rentar contra comprar",
        body: "Los gastos de cierre incluyen comisiones del prestamista, seguro de título, levantamiento, honorarios de la compañía de título e impuestos y seguro pagados por adelantado; en Texas, las primas del seguro de título las fija el estado. Quién paga qué se negocia en el contrato. La calculadora de rentar contra comprar compara el costo total de cada opción con el tiempo, con supuestos de plusvalía, impuestos y mantenimiento que puedes cambiar.",
      },
    ],
    hero: {
      title: "Herramientas",
      subtitle: "Pago, presupuesto y gastos de cierre",
      description: "Calcula tu pago mensual, tu rango de precio y tus gastos de cierre con resultados al instante.",
    },
  },
  gallery: {
    title: "Galería de propiedades y del Valle",
    description: "Fotos de casas, propiedades comerciales y colonias de McAllen, Mission, Edinburg y el Valle del Río Grande, además de ejemplos de decoración virtual.",
    h1: "Galería",
    intro: "Un recorrido visual por las propiedades y los lugares del sitio: casas por dentro y por fuera, edificios comerciales y bodegas, y las colonias y lugares emblemáticos del Valle. Toca cualquier foto para verla en pantalla completa.\n\nSi una casa te llama la atención, abre su listado para ver los detalles o pide una visita privada. Si te estás preparando para vender, estas fotos te sirven de referencia para presentar tu propia casa.",
    sections: [
      {
        heading: "Casas e interiores",
        body: "Cocinas, salas, recámaras, albercas y cocinas exteriores de casas en todo el condado de Hidalgo muestran la variedad de estilos del Valle: diseños de estilo español y mediterráneo con teja y estuco, construcciones modernas con espacios abiertos y casas de ladrillo más antiguas ya remodeladas. Abre el listado de cualquier foto para ver todos los detalles.",
      },
      {
        heading: "Comercial e industrial",
        body: "Locales, edificios de oficinas, bodegas con andenes de carga y cuartos fríos dan una idea de las propiedades comerciales cerca de la Expressway 83, la I-69C y los puentes internacionales. En naves industriales, las fotos del patio de maniobras, los andenes y la altura interior te dicen rápido si el edificio le queda a tu operación.",
      },
      {
        heading: "Consejos de fotos para vendedores",
        body: "Las buenas fotos empiezan con una casa limpia e iluminada: abre las persianas, prende todas las luces, despeja las barras de la cocina y toma las fotos desde las esquinas a la altura del pecho. En la mañana o al atardecer la luz es más suave para el frente de la casa, y la alberca y el patio lucen mejor recién limpios. Los cuartos vacíos se pueden decorar virtualmente, y cada imagen decorada se identifica como tal.",
      },
    ],
    hero: {
      title: "Galería",
      subtitle: "Casas, propiedades comerciales y el Valle",
      description: "Mira fotos de casas, edificios comerciales y colonias de todo el Valle del Río Grande.",
    },
  },
  staging: {
    title: "Decoración virtual para vender tu casa",
    description: "La decoración virtual convierte fotos de cuartos vacíos en espacios amueblados y atractivos. Mira ejemplos de antes y después y pide la tuya para tu listado.",
    h1: "Decoración virtual",
    intro: "Un cuarto vacío cuesta imaginarlo: quien ve fotos en el celular no sabe si cabe una cama king o dónde va el comedor. La decoración virtual agrega muebles y decoración realistas a las fotos de cuartos vacíos, para que tu listado muestre lo que cada espacio puede ser sin tener que meter muebles.\n\nCompara los ejemplos de antes y después de abajo y luego manda fotos de tus cuartos con el formulario. Las imágenes decoradas se identifican como decoración virtual en el listado, y las fotos originales siguen disponibles para que los compradores vean el cuarto real.",
    sections: [
      {
        heading: "Cómo funciona",
        body: "Sube fotos de los cuartos que quieres decorar y elige un estilo: moderno, tradicional, rústico o costero, por ejemplo. Cada foto se amuebla digitalmente con piezas a la escala del cuarto y recibes las imágenes para revisarlas. Si algo no te convence, puedes pedir ajustes antes de que las imágenes finales pasen a tu listado.",
      },
      {
        heading: "Cómo tomar buenas fotos",
        body: "Toma las fotos en horizontal, con las luces prendidas y las persianas abiertas, desde una esquina y a la altura del pecho para que se vean dos o tres paredes. Quita todo de pisos y barras, y toma una foto por cada ángulo que quieras decorar. Mientras más resolución, mejor resultado; normalmente basta con las fotos de un celular reciente.",
      },
      {
        heading: "Publicidad honesta",
        body: "La decoración virtual cambia muebles y decoración, nunca la casa: paredes, pisos, ventanas, vistas y cualquier defecto se quedan tal como están. Cada foto decorada se marca como decoración virtual y se muestra junto a la original, para que los compradores sepan qué esperar al entrar. Así el listado es preciso y la visita no trae sorpresas.",
      },
    ],
    hero: {
      title: "Decoración virtual",
      subtitle: "Amuebla los cuartos vacíos de tus fotos",
      description: "Mira ejemplos de antes y después y pide decoración virtual para las fotos de tu casa.",
    },
  },
  sitemap: {
    title: "Mapa del sitio",
    description: "Todas las páginas del sitio: casas y propiedades comerciales, guías de ciudades y comunidades, recursos para compradores, herramientas, blog y contacto.",
    h1: "Mapa del sitio",
    intro: "Todas las páginas del sitio, agrupadas por sección: listados residenciales y comerciales, las guías de las ocho ciudades y sus casas en venta, las guías de comunidades, los recursos para compradores y vendedores, el blog y tu cuenta. Cada página también está en inglés; usa el selector de idioma de arriba para cambiar.\n\n¿Buscas una propiedad en particular? El buscador encuentra listados por dirección, ciudad, código postal o número de MLS.",
    hero: {
      title: "Mapa del sitio",
      subtitle: "Todas las páginas en un solo lugar",
      description: "Encuentra listados residenciales y comerciales, guías de ciudades, recursos y artículos del sitio.",
    },
  },
  account: {
    title: "Tu cuenta y preferencias",
    description: "Administra tu cuenta: búsquedas guardadas y alertas por correo, propiedades favoritas, preferencias de idioma y tema, y tus datos para iniciar sesión.",
    h1: "Mi cuenta",
    intro: "Tu cuenta reúne tu búsqueda de propiedades en un solo lugar. Aquí puedes ver y cambiar el nombre de tus búsquedas guardadas, abrirlas con un clic y elegir cada cuánto recibes alertas por correo de listados nuevos que coincidan: al instante, una vez al día o nunca.\n\nTambién puedes elegir tu idioma y tema preferidos, revisar tus propiedades favoritas, cambiar tu contraseña y salir. Cada correo de alertas trae un enlace para darte de baja con un clic.",
    hero: {
      title: "Mi cuenta",
      subtitle: "Búsquedas guardadas, alertas y preferencias",
      description: "Administra tus búsquedas guardadas, alertas por correo, idioma y tema en un solo lugar.",
    },
  },
};

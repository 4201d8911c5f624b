import type { EqualHousingText } from "./equal-housing.en";

export const equalHousingEs: EqualHousingText = {
  title: "Igualdad de oportunidades en la vivienda",
  statement:
    "Nos comprometemos con la letra y el espíritu de la política de los Estados Unidos para lograr la igualdad de oportunidades en la vivienda en todo el país. Fomentamos y apoyamos un programa de publicidad y mercadeo afirmativo en el que no existan barreras para obtener vivienda por motivos de raza, color, religión, sexo, discapacidad, estado familiar u origen nacional.",
};

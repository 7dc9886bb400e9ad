/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Schedule_Change_StudentsInputs */

const en_schedule_change_students = /** @type {(inputs: Schedule_Change_StudentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} enrolled students take this class.`)
};

const bn_schedule_change_students = /** @type {(inputs: Schedule_Change_StudentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এই ক্লাসে ${i?.count} জন শিক্ষার্থী ভর্তি আছেন।`)
};

/**
* | output |
* | --- |
* | "{count} enrolled students take this class." |
*
* @param {Schedule_Change_StudentsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const schedule_change_students = /** @type {((inputs: Schedule_Change_StudentsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Change_StudentsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_schedule_change_students(inputs)
	return en_schedule_change_students(inputs)
});

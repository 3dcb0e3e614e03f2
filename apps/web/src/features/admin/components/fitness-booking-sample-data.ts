/**
 * Sample dashboard: static example data, not connected to Finboard.
 * The figures of the admin's demo fitness and booking dashboards (spec 01 §2 and 02 "Demo fitness
 * and booking dashboards use static sample data with no behaviour"). Nothing here is read from the
 * api or anyone's account, and the pages say so on screen.
 */

export const SAMPLE_FITNESS = {
  activeMembers: 1_248,
  averageWorkoutMinutes: 42,
  classAttendanceRate: 0.78,
  caloriesBurnedThisWeek: 386_400,
  workoutsByDay: [
    { day: 'Mon', workouts: 212 },
    { day: 'Tue', workouts: 188 },
    { day: 'Wed', workouts: 241 },
    { day: 'Thu', workouts: 176 },
    { day: 'Fri', workouts: 205 },
    { day: 'Sat', workouts: 264 },
    { day: 'Sun', workouts: 139 },
  ],
} as const;

export const SAMPLE_BOOKING = {
  bookingsThisMonth: 534,
  occupancyRate: 0.82,
  averageNightlyRateCents: 14_900,
  cancellations: 23,
  bookingsByMonth: [
    { month: 'Jun', bookings: 412 },
    { month: 'Jul', bookings: 498 },
    { month: 'Aug', bookings: 521 },
    { month: 'Sep', bookings: 446 },
    { month: 'Oct', bookings: 473 },
    { month: 'Nov', bookings: 534 },
  ],
} as const;

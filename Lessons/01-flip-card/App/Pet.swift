/// A pet to guess: the clue on its card and the picture behind it.
struct Pet {
    let name: String
    /// The clue printed on the card.
    let description: String
    /// The ASCII art in `art/<artName>.txt`.
    let artName: String

    static let all = [
        Pet(name: "a cat",
            description: "I sleep sixteen hours a day, I knock your cup off the table just to watch it fall, and I purr only when I feel like it.",
            artName: "cat"),
        Pet(name: "a dog",
            description: "I fetch sticks, I wag my whole body when you come home, and every walk is the best walk of my life.",
            artName: "dog"),
        Pet(name: "a goldfish",
            description: "I live in a glass house, I blow bubbles all day long, and I have never once asked you for a walk.",
            artName: "fish"),
    ]
}
